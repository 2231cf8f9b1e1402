import type { DatabaseSync } from 'node:sqlite';
import { cycleSeeds } from './programmes.ts';
import type { Random } from './random.ts';
import type { Institute } from './seedInstitute.ts';

export const FIRST_SECTION_ID = 3101;
const SHIFTS = ['M', 'T', 'N'] as const;
const cycleOrdinal = new Map(cycleSeeds.map((cycle) => [cycle.code, cycle.ordinal]));

/** `${courseId}:${campusId}` -> section id, for the current period. */
export type SectionIndex = Map<string, number>;

export const sectionKey = (courseId: number, campusId: number) => `${courseId}:${campusId}`;

interface SectionInput {
  random: Random;
  institute: Institute;
  teachersByBrand: Map<number, number[]>;
  demoTeacherId: number;
  /** Cycles of the first brand's first programme, first campus, that the demo teacher teaches. */
  demoTeacherCycles: readonly string[];
}

/** One section per course and campus in the current period, each with a teacher of its brand. */
export function seedSections(db: DatabaseSync, input: SectionInput): SectionIndex {
  const { random, institute } = input;
  const insert = db.prepare(`INSERT INTO sections (id, course_id, period_id, campus_id, teacher_id,
    group_code, modality, is_async) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const index: SectionIndex = new Map();
  let nextId = FIRST_SECTION_ID;
  const demoProgramme = institute.brands[0].programmes[0];
  const demoCampus = institute.brands[0].campuses[0];

  for (const brand of institute.brands) {
    const teachers = input.teachersByBrand.get(brand.id) ?? [];
    for (const programme of brand.programmes) {
      for (const [cycle, courseIds] of programme.courses) {
        const ordinal = cycleOrdinal.get(cycle);
        for (const campus of brand.campuses) {
          courseIds.forEach((courseId, position) => {
            const isDemo =
              programme === demoProgramme &&
              campus === demoCampus &&
              input.demoTeacherCycles.includes(cycle);
            // The last course of a career cycle is the transversal one, taught online.
            const online =
              programme.kind === 'EXTENSION' ||
              position === courseIds.length - 1 ||
              random.chance(0.2);
            insert.run(
              nextId,
              courseId,
              institute.currentPeriodId,
              campus.id,
              isDemo ? input.demoTeacherId : random.pick(teachers),
              `${ordinal}${random.pick(SHIFTS)}${random.int(1, 3)}`,
              online ? 'VIRTUAL' : 'PRESENCIAL',
              Number(online && random.chance(0.4)),
            );
            index.set(sectionKey(courseId, campus.id), nextId);
            nextId += 1;
          });
        }
      }
    }
  }
  return index;
}
