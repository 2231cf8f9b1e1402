import { DatabaseSync } from 'node:sqlite';
import type { Page, TestInfo } from '@playwright/test';
import { PASSWORD, roles } from './accounts';
import { seedDbFile } from './run';

// Generated students a spec signs in as, one per test run alone (its slot, project
// and retry), read from the run's seeded database. Never a spare student: other specs change
// those accounts' passwords (a reset, a temporary one) earlier in the same worker. This file holds
// the picking (pickStudent, runOffset) and the pickers several specs share; a picker one spec
// needs lives in that spec, with the offset that keeps it clear of the others said beside it.

/** The slots one test run may take of a picker: runOffset steps past the others' by this many. */
export const SLOTS = 5;

/**
 * Which of a spec's students a test run takes: its slot, then its project, then its attempt (its
 * retry, and its repetition under `--repeat-each`).
 */
export function runOffset(testInfo: TestInfo, slot: number): number {
  if (slot >= SLOTS) throw new Error(`Student slot ${slot} is past the last (${SLOTS - 1})`);
  const project = testInfo.project.name === 'mobile' ? 1 : 0;
  const run = testInfo.retry + (testInfo.project.retries + 1) * testInfo.repeatEachIndex;
  return slot + SLOTS * (project + 2 * run);
}

/** The `offset`-th student (by id, `order`) of the demo student's brand matching `where`. */
export function pickStudent(where: string, order: 'ASC' | 'DESC', offset: number): string {
  const db = new DatabaseSync(seedDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT u.username FROM users u WHERE u.tip = 1
          AND u.brand_id = (SELECT brand_id FROM users WHERE username = 'alumno')
          AND u.username NOT IN (${roles.map(() => '?').join(', ')})
          AND u.username NOT GLOB 'alumno[0-9]*'
          AND ${where}
        ORDER BY u.id ${order} LIMIT 1 OFFSET ?`,
      )
      .get(...roles, offset) as { username: string } | undefined;
    if (!row) throw new Error(`No seeded student at offset ${offset} for: ${where}`);
    return row.username;
  } finally {
    db.close();
  }
}

/**
 * A pending task that would take the student somewhere as they sign in. The home's closeable
 * alerts (orden above 15) do not: the specs start with them closed (homeAlerts.ts), and their
 * data raises them as anyone signs in, which would move the picks of later specs.
 */
export const BLOCKING_TASK = `SELECT 1 FROM user_tasks t WHERE t.user_id = u.id
  AND t.completed_at IS NULL AND (t.orden <= 15 OR t.modulo GLOB 'nueva_func_tour*')`;

// Well past the first generated students, which the seed gives mandatory tasks.
const FIRST_INBOX = 40;

/**
 * A student with an empty inbox and no pending task (the flow would take them there first), of
 * the demo student's brand (whose bell no spec switches off).
 */
export const inboxStudent = (testInfo: TestInfo, slot: number): string =>
  pickStudent(`NOT EXISTS (${BLOCKING_TASK})`, 'ASC', FIRST_INBOX + runOffset(testInfo, slot));

/**
 * A student who may file any career procedure: one active career enrolment without debt, no open
 * request and no pending task. Taken from the newest students, so never an inbox student.
 */
export const filingStudent = (testInfo: TestInfo, slot: number): string =>
  pickStudent(
    `(SELECT COUNT(*) FROM enrolments e WHERE e.student_id = u.id) = 1
      AND EXISTS (SELECT 1 FROM enrolments e JOIN programmes p ON p.id = e.programme_id
        WHERE e.student_id = u.id AND p.kind = 'CARRERA' AND e.state = 'ACTIVA'
          AND e.debt_cents = 0)
      AND NOT EXISTS (SELECT 1 FROM procedure_requests r WHERE r.requester_id = u.id
        AND r.state NOT IN ('APROBADO', 'RECHAZADO'))
      AND NOT EXISTS (${BLOCKING_TASK})`,
    'DESC',
    runOffset(testInfo, slot),
  );

/**
 * Signs `usuario` in through the login page of `page` and waits for home, or for `landing` when
 * the mandatory-task flow sends the user to a task instead. For the specs about what signing in
 * does (the flow, the first day, the home's alerts); any other spec signs in through the API
 * (signInThroughApi, apiSignIn.ts), which skips the login page and home.
 */
export async function signInThroughForm(page: Page, usuario: string, landing = '/'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/**
 * A career student (no extension enrolment) with no pending task, for the support desk and the
 * assistant (issue 41): they file a ticket and are told of its answer, one per test run.
 */
export const supportStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND NOT EXISTS (SELECT 1 FROM enrolments e JOIN programmes p ON p.id = e.programme_id
        WHERE e.student_id = u.id AND p.kind = 'EXTENSION')`,
    'DESC',
    60 + runOffset(testInfo, 0),
  );
