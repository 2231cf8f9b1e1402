import type { DatabaseSync } from 'node:sqlite';
import { documentNumberOf, type DocumentType } from './documentNumbers.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '038_profile.sql';
// One user in ten has a foreign resident card (carné de extranjería: 9 digits here).
const CE_EVERY = 10;
// One user in five never confirmed their phone; the demo student is one of them, so Mi cuenta
// and the phone check have something to show.
const UNVERIFIED_EVERY = 5;
const UNVERIFIED_DEMO = 'alumno';

/** 038's demo data: everyone's identity document and whether their phone was verified. */
export function seedProfiles(db: DatabaseSync): void {
  db.prepare(
    `UPDATE users SET phone_verified = CASE
        WHEN username = ? OR phone IS NULL OR id % ${UNVERIFIED_EVERY} = 0 THEN 0 ELSE 1 END`,
  ).run(UNVERIFIED_DEMO);
  const save = db.prepare(
    'UPDATE users SET document_type = :type, document_number = :number WHERE id = :id',
  );
  const held = new Set<string>();
  const ids = db.prepare('SELECT id FROM users ORDER BY id').all() as { id: number }[];
  for (const { id } of ids) {
    const type: DocumentType = id % CE_EVERY === 3 ? 'CE' : 'DNI';
    const number = documentNumberOf(id, type, (candidate) => held.has(candidate));
    held.add(number);
    save.run({ type, number, id });
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedProfiles };
