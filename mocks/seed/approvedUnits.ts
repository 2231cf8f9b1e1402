import type { DatabaseSync } from 'node:sqlite';
import { COPY_SQL } from './flowTasks.ts';
import { queryAll } from '../db/query.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '048_approved_units.sql';
const SEED = 2026;

// Students with a final grade in an earlier period: the ones the congratulation can be about.
const GRADED_STUDENTS = `SELECT DISTINCT u.id, u.username FROM users u
  JOIN enrolments e ON e.student_id = u.id JOIN course_history h ON h.enrolment_id = e.id
  WHERE u.tip = 1 ORDER BY u.id`;

/**
 * 048's demo data: the academic office congratulated a sixth of the generated students with
 * final grades on the units they passed last period.
 */
export function seedApprovedUnits(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const copy = db.prepare(COPY_SQL);
  for (const { id, username } of queryAll<{ id: number; username: string }>(db, GRADED_STUDENTS)) {
    if (/\d$/.test(username) && random.chance(1 / 6)) {
      copy.run({ userId: id, audiencia: 'ESTUDIANTES', modulo: 'cursoAprobado', completedAt: null });
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedApprovedUnits };
