import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { brandSeeds, type BrandSeed, type CampusSeed } from './brands.ts';
import { cycleSeeds, periodSeeds, programmeSeeds, transversalCourses } from './programmes.ts';
import { slugify } from '../../src/lib/text/slugify.ts';

export interface Campus extends CampusSeed {
  id: number;
}

export interface Programme {
  id: number;
  code: string;
  kind: 'CARRERA' | 'EXTENSION';
  /** Course ids per cycle code. */
  courses: Map<string, number[]>;
}

export interface Brand {
  id: number;
  seed: BrandSeed;
  campuses: Campus[];
  programmes: Programme[];
}

export interface Institute {
  brands: Brand[];
  currentPeriodId: number;
}

const ASSISTANCE_HOURS =
  'Atención de lunes a viernes de 8:00 a. m. a 6:00 p. m. y sábados de 9:00 a. m. a 1:00 p. m.';

function seedCalendar(db: DatabaseSync): number {
  const insertCycle = db.prepare('INSERT INTO cycles (code, ordinal, name) VALUES (?, ?, ?)');
  for (const cycle of cycleSeeds) insertCycle.run(cycle.code, cycle.ordinal, cycle.name);
  const insertPeriod = db.prepare(
    'INSERT INTO periods (code, starts_on, ends_on, is_current) VALUES (?, ?, ?, ?)',
  );
  let currentPeriodId = 0;
  for (const p of periodSeeds) {
    const id = insertRow(insertPeriod, p.code, p.startsOn, p.endsOn, Number(p.isCurrent));
    if (p.isCurrent) currentPeriodId = id;
  }
  return currentPeriodId;
}

/** Inserts brands, campuses, cycles, periods, programmes and courses; returns their ids. */
export function seedInstitute(db: DatabaseSync): Institute {
  const insertBrand = db.prepare(`INSERT INTO brands (code, name, company_contact,
    assistance_information, webmail_url, mail_domain, sae_chat) VALUES (?, ?, ?, ?, ?, ?, NULL)`);
  const insertCampus = db.prepare(`INSERT INTO campuses (brand_id, name, ubigeo, department,
    province, district) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertProgramme = db.prepare(
    'INSERT INTO programmes (brand_id, code, name, kind) VALUES (?, ?, ?, ?)',
  );
  const insertCourse = db.prepare(
    'INSERT INTO courses (programme_id, cycle_code, name, slug, credits) VALUES (?, ?, ?, ?, ?)',
  );
  const currentPeriodId = seedCalendar(db);

  const brands = brandSeeds.map((seed): Brand => {
    const contact = `Central: ${seed.phone} · informes@${seed.domain}`;
    const webmail = `https://correo.${seed.domain}`;
    const id = insertRow(
      insertBrand,
      seed.code,
      seed.name,
      contact,
      ASSISTANCE_HOURS,
      webmail,
      seed.domain,
    );
    const campuses = seed.campuses.map((campus) => {
      const { ubigeo, department, province, district } = campus.place;
      return {
        ...campus,
        id: insertRow(insertCampus, id, campus.name, ubigeo, department, province, district),
      };
    });
    const programmes = programmeSeeds
      .filter((programme) => programme.brands.includes(seed.code))
      .map((programme): Programme => {
        const programmeId = insertRow(
          insertProgramme,
          id,
          programme.code,
          programme.name,
          programme.kind,
        );
        const courses = new Map<string, number[]>();
        for (const [cycle, names] of Object.entries(programme.cycles)) {
          const all = programme.kind === 'CARRERA' ? [...names, transversalCourses[cycle]] : names;
          const credits = cycle === '00' ? 2 : 3;
          courses.set(
            cycle,
            all.map((name) =>
              insertRow(insertCourse, programmeId, cycle, name, slugify(name), credits),
            ),
          );
        }
        return { id: programmeId, code: programme.code, kind: programme.kind, courses };
      });
    return { id, seed, campuses, programmes };
  });
  return { brands, currentPeriodId };
}
