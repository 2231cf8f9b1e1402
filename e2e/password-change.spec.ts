import { DatabaseSync } from 'node:sqlite';
import type { Browser, TestInfo } from '@playwright/test';
import { PASSWORD, roles } from './support/accounts';
import { seedDbFile } from './support/run';
import { atPhoneWidth } from './support/phone';
import { BLOCKING_TASK, runOffset, signInThroughForm } from './support/students';
import { expect, test } from './support/test';

/**
 * A student whose password a spec changes (and does not put back), with no pending task, one per
 * test run and slot: of another brand than the demo student's, which no other picker takes from,
 * the newest first (the parameters spec switches the bell of such a brand's first student).
 */
function passwordStudent(testInfo: TestInfo, slot: number): string {
  const db = new DatabaseSync(seedDbFile, { readOnly: true });
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

// issue 35: a student changes their password on /actualizar-clave (a wrong current one refused
// first, what they typed kept), stays signed in while their other session ends, and signs in
// again with the new one; axe-core on each state at 1280 and at 375 px.

const NEW_PASSWORD = 'NuevaClave2026';

/** Signs in through the login form of a fresh context, with `clave`. */
async function signInElsewhere(browser: Browser, usuario: string, clave: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(clave);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  return { context, page };
}

test('a student changes the password, stays signed in and signs in again with the new one', async ({
  page,
  browser,
  expectAccessible,
}, testInfo) => {
  test.slow(); // three browsers and two password hashes
  const student = passwordStudent(testInfo, 0);
  await signInThroughForm(page, student);
  const other = await signInElsewhere(browser, student, PASSWORD);
  await other.page.waitForURL((url) => url.pathname === '/');

  await page.goto('/actualizar-clave');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Actualizar contraseña' }),
  ).toBeVisible();
  const current = page.getByLabel('Contraseña actual');
  const next = page.getByLabel('Nueva contraseña', { exact: true });
  const confirm = page.getByLabel('Confirmar nueva contraseña');
  const look = async () => {
    await expect(current).toBeVisible();
    await expectAccessible(page);
  };
  await look();
  await atPhoneWidth(page, look);
  // Nothing to leave for later: the student asked for this change themselves.
  await expect(page.getByRole('button', { name: 'Omitir por ahora' })).toHaveCount(0);

  await current.fill('Campus2025');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await expect(current).toHaveValue('Campus2025');
  await expect(next).toHaveValue(NEW_PASSWORD);
  await expect(confirm).toHaveValue(NEW_PASSWORD);
  const refused = async () => {
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expectAccessible(page);
  };
  await refused();
  await atPhoneWidth(page, refused);

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Contraseña actualizada' });
  await expect(done).toContainText('Tu contraseña se actualizó correctamente.');
  const changed = async () => {
    await expect(done).toBeVisible();
    await expectAccessible(page);
  };
  await changed();
  await atPhoneWidth(page, changed);

  // Still signed in here, after a reload too; the other session has ended.
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await other.page.reload();
  await other.page.waitForURL((url) => url.pathname === '/login');
  await other.context.close();

  // The old password no longer opens the account; the new one does.
  const old = await signInElsewhere(browser, student, PASSWORD);
  await expect(old.page.getByText('Usuario o contraseña incorrectos.')).toBeVisible();
  await old.context.close();
  const again = await signInElsewhere(browser, student, NEW_PASSWORD);
  await again.page.waitForURL((url) => url.pathname === '/');
  await again.context.close();
});

test('/recuperar-clave offers the signed-in student a code by mail', async ({
  page,
  expectAccessible,
}, testInfo) => {
  // A student of the spec's own on another slot: this test changes nothing.
  await signInThroughForm(page, passwordStudent(testInfo, 1));
  await page.goto('/actualizar-clave');
  await page.getByRole('link', { name: '¿No recuerdas tu contraseña actual?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  const look = async () => {
    await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    await expectAccessible(page);
  };
  await look();
  await atPhoneWidth(page, look);
});
