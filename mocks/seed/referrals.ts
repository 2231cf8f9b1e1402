import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';
import { femaleNames, maleNames, surnames } from './names.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '016_referrals.sql';
// A migration's seeder gets only the database: a fixed seed keeps the referrals the same everywhere.
const SEED = 2026;
const DAY = 24 * 3_600_000;
// A fixed "now", so the data does not depend on the day it was seeded.
const SEEDED_AT = Date.parse('2026-11-20T15:00:00.000Z');
// About one student in four referred someone; a few referred two or three people.
const REFERRING_SHARE = 0.25;
// How far each referral got, oldest first: most were contacted, some enrolled, a few dropped.
const STATES = [
  { estado: 'MATRICULADO', observacion: 'Se matriculó en el ciclo 2026-II.' },
  { estado: 'CONTACTADO', observacion: 'Pidió información del turno noche.' },
  { estado: 'DESCARTADO', observacion: 'Eligió otro instituto.' },
  { estado: 'REGISTRADO', observacion: '' },
] as const;

interface Referrer {
  id: number;
  brandId: number;
}

/** 016's demo data: people the generated students referred, at every stage of follow-up. */
export function seedReferrals(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const referrers = queryAll<Referrer>(
    db,
    'SELECT id, brand_id AS brandId FROM users WHERE tip = 1 ORDER BY id',
  );
  const programmes = queryAll<{ id: number; brandId: number }>(
    db,
    "SELECT id, brand_id AS brandId FROM programmes WHERE kind = 'CARRERA' ORDER BY id",
  );
  const insert = db.prepare(`INSERT INTO referrals (referrer_id, nombres, apellidos, documento,
      telefono, correo, programme_id, estado, observacion, created_at, version)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let documento = 70_100_000;
  for (const referrer of referrers) {
    if (!random.chance(REFERRING_SHARE)) continue;
    const own = programmes.filter((programme) => programme.brandId === referrer.brandId);
    for (let count = random.int(1, 3); count > 0; count -= 1) {
      const nombres = random.pick(random.chance(0.5) ? femaleNames : maleNames);
      const apellidos = `${random.pick(surnames)} ${random.pick(surnames)}`;
      const ageDays = random.int(0, 120);
      // Older referrals had time to move on; this week's are still just registered.
      const stage = ageDays < 7 ? STATES[3] : random.pick(STATES);
      const handle = `${nombres}.${apellidos.split(' ')[0]}`
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
      insert.run(
        referrer.id,
        nombres,
        apellidos,
        String((documento += random.int(1, 997))),
        `9${String(random.int(10_000_000, 99_999_999))}`,
        random.chance(0.8) ? `${handle}@correo.example` : null,
        random.pick(own.length > 0 ? own : programmes).id,
        stage.estado,
        stage.observacion,
        SEEDED_AT - ageDays * DAY,
        stage.estado === 'REGISTRADO' ? 1 : 2,
      );
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedReferrals };
