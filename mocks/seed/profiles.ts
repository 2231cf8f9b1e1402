import type { DatabaseSync } from 'node:sqlite';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '038_profile.sql';
// Fiction: Peruvian DNIs have 8 digits; these come from the user id, so every seed agrees.
const DNI_BASE = 40_000_000;
const DNI_STEP = 7_919;
// One user in ten has a foreign resident card (carné de extranjería: 9 digits here).
const CE_EVERY = 10;
// One user in five never confirmed their phone; the demo student is one of them, so Mi cuenta
// and the phone check have something to show.
const UNVERIFIED_EVERY = 5;
const UNVERIFIED_DEMO = 'alumno';

/** 038's demo data: everyone's identity document and whether their phone was verified. */
export function seedProfiles(db: DatabaseSync): void {
  db.prepare(
    `UPDATE users SET
        document_type = CASE WHEN id % ${CE_EVERY} = 3 THEN 'CE' ELSE 'DNI' END,
        document_number = CASE WHEN id % ${CE_EVERY} = 3
          THEN printf('%09d', 100000000 + id * ${DNI_STEP} % 800000000)
          ELSE printf('%08d', ${DNI_BASE} + id * ${DNI_STEP} % 50000000) END,
        phone_verified = CASE
          WHEN username = ? OR phone IS NULL OR id % ${UNVERIFIED_EVERY} = 0 THEN 0 ELSE 1 END`,
  ).run(UNVERIFIED_DEMO);
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedProfiles };
