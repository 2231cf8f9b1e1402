import { DatabaseSync } from 'node:sqlite';
import type { Page, TestInfo } from '@playwright/test';
import { PASSWORD, roles } from './accounts';
import { dbFile } from './run';

// Generated students a spec signs in through the form, one per test run alone (its slot, project
// and retry), read from the run's seeded database. Never a spare student: other specs change
// those accounts' passwords (a reset, a temporary one) earlier in the same worker.

const SLOTS = 5;

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

function pickStudent(where: string, order: 'ASC' | 'DESC', offset: number): string {
  const db = new DatabaseSync(dbFile, { readOnly: true });
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
 * the mandatory-task flow sends the user to a task instead.
 */
export async function signInThroughForm(page: Page, usuario: string, landing = '/'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/**
 * A career student with a published score they may still ask to review (state 4) in a regular
 * course, and no pending task; with that course's name and section.
 */
export function reviewStudent(
  testInfo: TestInfo,
  slot: number,
): { usuario: string; course: string; section: number } {
  const where = `NOT EXISTS (${BLOCKING_TASK})
    AND EXISTS (SELECT 1 FROM score_items si JOIN enrolments e ON e.id = si.enrolment_id
      JOIN sections s ON s.id = si.section_id JOIN courses c ON c.id = s.course_id
      WHERE e.student_id = u.id AND si.review_state = 4 AND c.kind = 'REGULAR')`;
  // Past the inbox students (which start at the 40th) and short of the newest (filing students).
  const usuario = pickStudent(where, 'ASC', 60 + runOffset(testInfo, slot));
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT c.name AS course, s.id AS section FROM score_items si
          JOIN enrolments e ON e.id = si.enrolment_id JOIN users u ON u.id = e.student_id
          JOIN sections s ON s.id = si.section_id JOIN courses c ON c.id = s.course_id
          WHERE u.username = ? AND si.review_state = 4 AND c.kind = 'REGULAR'
          ORDER BY s.id LIMIT 1`,
      )
      .get(usuario) as { course: string; section: number };
    return { usuario, ...row };
  } finally {
    db.close();
  }
}

/**
 * A student with an autonomous unit still to choose (its deadline ahead, no choice made) and no
 * pending task. Few students qualify (cycle III, half of them chose when seeded), so each run
 * takes the next one by project and attempt alone, not by slot.
 */
export function unitStudent(testInfo: TestInfo): string {
  const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  const where = `NOT EXISTS (${BLOCKING_TASK})
    AND EXISTS (SELECT 1 FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
      JOIN sections s ON s.id = ss.section_id JOIN courses c ON c.id = s.course_id
      WHERE e.student_id = u.id AND c.kind = 'AUTONOMO' AND s.inscription_deadline >= '${today}'
        AND NOT EXISTS (SELECT 1 FROM elective_choices ch
          WHERE ch.enrolment_id = e.id AND ch.course_id = c.id))`;
  return pickStudent(where, 'ASC', runOffset(testInfo, 0) / SLOTS);
}

/**
 * A student with a skippable course survey (1820) still to answer and no pending task, past the
 * inbox students, one per test run.
 */
export const courseSurveyStudent = (testInfo: TestInfo, slot: number): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND EXISTS (SELECT 1 FROM survey_assignments a JOIN survey_schedules sc
          ON sc.id = a.schedule_id JOIN surveys sv ON sv.id = sc.survey_id
        WHERE a.user_id = u.id AND a.state = 'PENDIENTE' AND sv.type_id = 1820)`,
    'ASC',
    runOffset(testInfo, slot),
  );

/**
 * A student whose account a spec may change (phone, privacy, photo, contact) with no pending task,
 * taken from the newest past the first thirty (the filing students' side of the list).
 */
export const accountStudent = (testInfo: TestInfo): string =>
  pickStudent(`NOT EXISTS (${BLOCKING_TASK})`, 'DESC', 30 + runOffset(testInfo, 0));

/**
 * A student with no directive accepted (all three pending) and no pending task, one per test run,
 * past the first twenty of the brand.
 */
export const directiveStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND NOT EXISTS (SELECT 1 FROM regulation_acceptances a
        JOIN regulation_versions v ON v.id = a.version_id
        JOIN regulations r ON r.id = v.regulation_id
        WHERE a.user_id = u.id AND r.tipo = 'DIRECTIVA')`,
    'ASC',
    20 + runOffset(testInfo, 0),
  );

/**
 * A student with no enrolment document uploaded and no pending task, one per test run, taken
 * from the newest past the account students.
 */
export const documentsStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND NOT EXISTS (SELECT 1 FROM enrolment_documents d WHERE d.student_id = u.id)`,
    'DESC',
    55 + runOffset(testInfo, 0),
  );

/**
 * A student whose only pending task is accepting the updated regulations (the seed gives it to
 * some generated students), one per test run.
 */
export const regulationsStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `EXISTS (SELECT 1 FROM user_tasks t WHERE t.user_id = u.id AND t.completed_at IS NULL
        AND t.modulo = 'reglamentosActualizados')
      AND NOT EXISTS (${BLOCKING_TASK} AND t.modulo <> 'reglamentosActualizados')`,
    'ASC',
    runOffset(testInfo, 0),
  );

/**
 * A student whose password a spec changes (and does not put back), with no pending task, one per
 * test run and slot: of another brand than the demo student's, which no other picker takes from,
 * the newest first (the parameters spec switches the bell of such a brand's first student).
 */
export function passwordStudent(testInfo: TestInfo, slot: number): string {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT u.username FROM users u WHERE u.tip = 1
          AND u.brand_id <> (SELECT brand_id FROM users WHERE username = 'alumno')
          AND u.username NOT IN (${roles.map(() => '?').join(', ')})
          AND u.username NOT GLOB 'alumno[0-9]*'
          AND NOT EXISTS (${BLOCKING_TASK})
        ORDER BY u.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(...roles, runOffset(testInfo, slot)) as { username: string } | undefined;
    if (!row) throw new Error(`No student of another brand for password slot ${slot}`);
    return row.username;
  } finally {
    db.close();
  }
}

/**
 * A career student who has not confirmed the open pre-registration and whose password is recent
 * (so the pre-registration is the first alert on their home), with no blocking task.
 */
export const preRegistrationStudent = (testInfo: TestInfo): string =>
  pickStudent(
    `NOT EXISTS (${BLOCKING_TASK})
      AND u.password_changed_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000 - 300 * 86400000
      AND EXISTS (SELECT 1 FROM enrolments e JOIN programmes p ON p.id = e.programme_id
        WHERE e.student_id = u.id AND e.state = 'ACTIVA' AND p.kind = 'CARRERA')
      AND NOT EXISTS (SELECT 1 FROM pre_registrations r WHERE r.student_id = u.id)`,
    'DESC',
    10 + runOffset(testInfo, 0),
  );

/**
 * A student with a fee still to pay and none overdue (migration 046's schedules), and no blocking
 * task, one per test run.
 */
export function payingStudent(testInfo: TestInfo): string {
  const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  const unpaid = `SELECT 1 FROM fees f JOIN enrolments e ON e.id = f.enrolment_id
    WHERE e.student_id = u.id AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.fee_id = f.id)`;
  return pickStudent(
    `NOT EXISTS (${BLOCKING_TASK}) AND EXISTS (${unpaid} AND f.due_on >= '${today}')
      AND NOT EXISTS (${unpaid} AND f.due_on < '${today}')`,
    'ASC',
    10 + runOffset(testInfo, 0),
  );
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
