import { DatabaseSync } from 'node:sqlite';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { capitalizeName, parseCapitalizeRules } from '../../src/lib/text/capitalize';
import { PASSWORD } from './accounts';
import { signInThroughApi } from './apiSignIn';
import { clockBaseURL, clockDbFile, clockNow } from './run';
import { BLOCKING_TASK, runOffset, SLOTS } from './students';

const MINUTE = 60_000;

// The brand's CAPITALIZE_VARIABLES, its own row before the global one (spec §5).
const CAPITALIZE_SQL = `SELECT valor FROM parameters pa JOIN programmes p ON p.id = ?
  WHERE pa.clave = 'CAPITALIZE_VARIABLES' AND (pa.brand_id = p.brand_id OR pa.brand_id IS NULL)
  ORDER BY pa.brand_id IS NULL LIMIT 1`;

/**
 * The course of the demo class that starts `minutes` from the stopped clock (mocks/seed/
 * todaysClasses.ts places them: the demo accounts' day and the window cases), with its section.
 * The name is the one the campus shows: stored as typed, written through CAPITALIZE_VARIABLES.
 */
export function demoClass(minutes: number): { course: string; section: number } {
  const db = new DatabaseSync(clockDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT c.name AS course, c.programme_id AS programme, s.id AS section FROM class_sessions cs
          JOIN sections s ON s.id = cs.section_id JOIN courses c ON c.id = s.course_id
          WHERE cs.is_demo_case = 1 AND cs.starts_at = ?`,
      )
      .get(Math.floor(clockNow / MINUTE) * MINUTE + minutes * MINUTE) as
      { course: string; programme: number; section: number } | undefined;
    if (!row) throw new Error(`No demo class starting at ${minutes} min`);
    const rules = db.prepare(CAPITALIZE_SQL).get(row.programme) as { valor: string } | undefined;
    return {
      course: capitalizeName(row.course, parseCapitalizeRules(rules?.valor)),
      section: row.section,
    };
  } finally {
    db.close();
  }
}

/** The username of the teacher of a section (a colleague of the demo teacher's window cases). */
export function teacherOf(section: number): string {
  const db = new DatabaseSync(clockDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        'SELECT u.username FROM sections s JOIN users u ON u.id = s.teacher_id WHERE s.id = ?',
      )
      .get(section) as { username: string } | undefined;
    if (!row) throw new Error(`No teacher for section ${section}`);
    return row.username;
  } finally {
    db.close();
  }
}

/**
 * A generated student in every section of the given demo classes with no pending task (the flow
 * would take them there first), one per test run (project and attempt), so a mark taken by one
 * run is never met by another.
 */
export function classmate(testInfo: TestInfo, sections: readonly number[]): string {
  const db = new DatabaseSync(clockDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT u.username FROM users u WHERE u.tip = 1 AND u.username <> 'alumno'
          AND u.username NOT GLOB 'alumno[0-9]*'
          AND NOT EXISTS (${BLOCKING_TASK})
          AND ${sections
            .map(
              () => `EXISTS (SELECT 1 FROM section_students ss JOIN enrolments e
                ON e.id = ss.enrolment_id WHERE ss.section_id = ? AND e.student_id = u.id)`,
            )
            .join(' AND ')}
          ORDER BY u.id LIMIT 1 OFFSET ?`,
      )
      .get(...sections, runOffset(testInfo, 0) / SLOTS) as { username: string } | undefined;
    if (!row) throw new Error(`No classmate left for sections ${sections.join(', ')}`);
    return row.username;
  } finally {
    db.close();
  }
}

/**
 * Sets the browser's clock at the server's and signs `usuario` in on the clock server. `fixed`
 * stops it there (the attendance windows); `running` lets it run on from there, for pages whose
 * debounced inputs (a list's search) measure elapsed time with Date.now. Without `path`, through
 * the sign-in form, landing on home; with it, through the API straight to `path`, for a test where
 * neither the sign-in page nor home is under test (each cost a full page load and render).
 */
export async function signInAtClock(
  page: Page,
  usuario: string,
  clock: 'fixed' | 'running' = 'fixed',
  path?: string,
): Promise<void> {
  if (clock === 'fixed') await page.clock.setFixedTime(clockNow);
  else await page.clock.install({ time: clockNow });
  if (path !== undefined) {
    await signInThroughApi(page, usuario, `${clockBaseURL}${path}`);
    return;
  }
  await page.goto(`${clockBaseURL}/login`);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * A page of `usuario` signed in on the clock server in a context of its own, its clock running:
 * on home through the sign-in form, or with `path` at that page through the API.
 */
export async function pageAtClock(browser: Browser, usuario: string, path?: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: clockBaseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signInAtClock(page, usuario, 'running', path);
  return page;
}
