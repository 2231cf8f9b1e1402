import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';
import { randomFor } from './random.ts';

const MIGRATION = '013_tutorials_reports.sql';
// A migration's seeder gets only the database: a fixed seed keeps the tasks the same everywhere.
const SEED = 2026;
const DAY = 86_400_000;

/** The onboarding flow's mandatory tasks (spec §4), in order; the extension one only for them. */
export const onboardingSteps = [
  { modulo: 'onBoarding', orden: 1, url: '/onboarding' },
  { modulo: 'actualizarDatos', orden: 2, url: '/actualizar-datos' },
  { modulo: 'verificarCelular', orden: 3, url: '/confirmar-telefono' },
  { modulo: 'onBoardingExtension', orden: 4, url: '/onboarding-extension' },
] as const;

interface Student {
  id: number;
  ordinal: number;
  hasExtension: number;
  startsOn: string;
}

// Students who have begun onboarding: the demo and spare accounts (README) and anyone with tasks
// already keep theirs, so their flows stay as documented.
const STUDENTS_SQL = `SELECT u.id, cy.ordinal,
    EXISTS (SELECT 1 FROM enrolments x JOIN programmes p ON p.id = x.programme_id
      WHERE x.student_id = u.id AND p.kind = 'EXTENSION') AS hasExtension,
    (SELECT starts_on FROM periods WHERE is_current = 1) AS startsOn
  FROM users u
  JOIN enrolments e ON e.student_id = u.id AND e.is_primary = 1
  JOIN cycles cy ON cy.code = e.cycle_code
  WHERE u.tip = 1 AND u.username NOT GLOB 'alumno*'
    AND NOT EXISTS (SELECT 1 FROM user_tasks t WHERE t.user_id = u.id)
  ORDER BY u.id`;

/**
 * 013's demo data for the onboarding report: each generated student's onboarding tasks, done
 * long ago by most students past their first cycle, still open (pending, or with steps skipped)
 * for more of the newcomers.
 */
export function seedOnboardingTasks(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const insert = db.prepare(`INSERT INTO user_tasks (user_id, modulo, orden, only_skipped_steps,
    url, completed_at) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const student of queryAll<Student>(db, STUDENTS_SQL)) {
    const periodStart = Date.parse(student.startsOn);
    const doneShare = student.ordinal <= 1 ? 0.45 : 0.9;
    for (const step of onboardingSteps) {
      if (step.modulo === 'onBoardingExtension' && !student.hasExtension) continue;
      const done = random.chance(doneShare);
      const skipped = !done && random.chance(0.35);
      const completedAt = done ? periodStart - random.int(1, 400) * DAY : null;
      insert.run(student.id, step.modulo, step.orden, Number(skipped), step.url, completedAt);
    }
  }
}
