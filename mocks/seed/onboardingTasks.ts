import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';
import { COPY_SQL } from './flowTasks.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '013_tutorials_reports.sql';
// A migration's seeder gets only the database: a fixed seed draws the same copies everywhere.
const SEED = 2026;
const DAY = 86_400_000;
/** When the newcomers did the steps they did: the first weeks of the current period. */
const COMPLETED_FROM = Date.parse('2026-08-17T14:00:00Z');
/** The onboarding task's steps (012's subtasks of 'onBoarding'), each done by about half. */
const STEPS = ['onboardingDatos', 'onboardingDirectivas', 'onboardingFoto'] as const;
const STEP_DONE = 0.5;

// First-cycle students 012 gave no onboarding copy: the newcomers still going through it. The
// demo and spare accounts (README) keep their documented flows.
const NEWCOMERS_SQL = `SELECT u.id FROM users u
  JOIN enrolments e ON e.student_id = u.id AND e.is_primary = 1
  JOIN cycles cy ON cy.code = e.cycle_code AND cy.ordinal = 1
  WHERE u.tip = 1 AND u.username NOT GLOB 'alumno*'
    AND NOT EXISTS (SELECT 1 FROM user_tasks t WHERE t.user_id = u.id AND t.modulo = 'onBoarding')
  ORDER BY u.id`;

/**
 * 013's demo data for the onboarding report: each newcomer's copy of the onboarding task and of
 * its steps, some done and some still open. A step whose definition leaves only skipped steps
 * (the profile photo) is a skipped one while open; the task is done once all its steps are.
 */
export function seedOnboardingTasks(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const copy = db.prepare(COPY_SQL);
  const done = () => COMPLETED_FROM + random.int(0, 30) * DAY;
  for (const { id } of queryAll<{ id: number }>(db, NEWCOMERS_SQL)) {
    const steps = STEPS.map((modulo) => ({
      modulo,
      completedAt: random.chance(STEP_DONE) ? done() : null,
    }));
    const allDone = steps.every((step) => step.completedAt !== null);
    for (const { modulo, completedAt } of [
      { modulo: 'onBoarding', completedAt: allDone ? done() : null },
      ...steps,
    ]) {
      copy.run({ userId: id, audiencia: 'ESTUDIANTES', modulo, completedAt });
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedOnboardingTasks };
