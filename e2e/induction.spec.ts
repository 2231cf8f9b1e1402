import { DatabaseSync } from 'node:sqlite';
import type { TestInfo } from '@playwright/test';
import { roles } from './support/accounts';
import { atPhoneWidth } from './support/phone';
import { seedDbFile } from './support/run';
import { signInThroughApi } from './support/apiSignIn';
import { runOffset } from './support/students';
import { expect, test } from './support/test';

// issue 54: a new teacher's flow (spec §4, docentes_induccion) sends them to /docentes/induccion;
// the page lets them mark it done, and the flow then lets them into the campus.

/**
 * A generated teacher whose only open task is the induction (the seed gives it to a fifth of
 * them), one per test run. Not docente.nuevo: the sweep meets that account on its induction.
 */
function newTeacher(testInfo: TestInfo): string {
  const db = new DatabaseSync(seedDbFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT u.username FROM users u WHERE u.tip = 2
          AND u.username NOT IN (${roles.map(() => '?').join(', ')})
          AND EXISTS (SELECT 1 FROM user_tasks t WHERE t.user_id = u.id
            AND t.modulo = 'docentes_induccion' AND t.completed_at IS NULL)
          AND NOT EXISTS (SELECT 1 FROM user_tasks t WHERE t.user_id = u.id
            AND t.modulo <> 'docentes_induccion' AND t.completed_at IS NULL)
        ORDER BY u.id LIMIT 1 OFFSET ?`,
      )
      .get(...roles, runOffset(testInfo, 0)) as { username: string } | undefined;
    if (!row) throw new Error('No teacher left whose only open task is the induction');
    return row.username;
  } finally {
    db.close();
  }
}

test('a new teacher marks the induction as done and the campus lets them in', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await signInThroughApi(page, newTeacher(testInfo), '/', '/docentes/induccion');
  const complete = page.getByRole('button', { name: 'Marcar la inducción como completada' });
  const before = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Inducción docente' })).toBeVisible();
    await expect(complete).toBeVisible();
    await expectAccessible(page);
  };
  await before();
  await atPhoneWidth(page, before);

  await complete.click();
  const done = page
    .getByRole('alert')
    .filter({ hasText: 'Registramos que completaste tu inducción' });
  await expect(done).toBeFocused();
  await expect(complete).toHaveCount(0);
  await expectAccessible(page);

  // The flow no longer sends the teacher back: home stays home.
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
