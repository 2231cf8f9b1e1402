import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { PASSWORD, roles } from './support/accounts';
import { seedDbFile } from './support/run';
import { expect, signedInAs, test } from './support/test';

/**
 * A generated student of a brand no demo account or spare student belongs to, read from the run's
 * seeded database: switching that brand's bell off cannot reach any other test's header.
 */
function studentOfAnUntouchedBrand(): { usuario: string; marca: string } {
  const db = new DatabaseSync(seedDbFile, { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT u.username AS usuario, b.code AS marca FROM users u JOIN brands b ON b.id = u.brand_id
          WHERE u.tip = 1 AND u.brand_id NOT IN (SELECT brand_id FROM users
            WHERE username IN (${roles.map(() => '?').join(', ')}) OR username GLOB 'alumno[0-9]*')
          ORDER BY u.id LIMIT 1`,
      )
      .get(...roles) as { usuario: string; marca: string };
  } finally {
    db.close();
  }
}

// The student's home may open its closeable alerts at any moment (spec §4's queue: this student has
// the pre-registration and a survey; their windows depend on the day): a modal hides the header
// from the accessibility tree, not from the screen, so the header's buttons are looked up with
// what a modal hides. From 1024 px the bell opens a dropdown: a button.
const headerButton = (page: Page, name: RegExp) =>
  page.getByRole('button', { name, includeHidden: true });
const bell = (page: Page) => headerButton(page, /^Notificaciones/);

// issue 9: a parameter the superadmin changes reaches the student's app on its next load.
test.describe('parámetros', () => {
  signedInAs('superadmin');

  test("a brand's own EVA_NOTIFICATION hides and shows its students' bell, and can be removed", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.slow(); // two browsers, three saves
    const { usuario, marca } = studentOfAnUntouchedBrand();
    // The test's own options apply to new contexts too: this one starts signed out.
    const student = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await student.goto('/login');
    await student.getByLabel('Usuario').fill(usuario);
    await student.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await student.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(bell(student)).toBeVisible();

    await page.goto('/superadmin/parametro/create');
    await expect(page.getByRole('heading', { name: 'Nuevo parámetro' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Clave' }).fill('EVA_NOTIFICATION');
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('0');
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Sin notificaciones por ahora.');
    await page.getByRole('textbox', { name: 'Marca' }).fill(marca);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/parametro(\?.*)?$/);

    await student.reload();
    await expect(headerButton(student, /^Mi cuenta$/)).toBeVisible();
    await expect(bell(student)).toBeHidden();

    // Turned back on by editing the brand's row.
    await page.getByRole('textbox', { name: 'Buscar' }).fill('EVA_NOTIFICATION');
    const own = page.getByRole('row', { name: new RegExp(`EVA_NOTIFICATION ${marca}`) });
    await own.getByText('EVA_NOTIFICATION').click();
    await expect(
      page.getByRole('heading', { name: `Parámetro EVA_NOTIFICATION (${marca})` }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/parametro(\?.*)?$/);
    await student.reload();
    await expect(bell(student)).toBeVisible();

    // The brand's copy goes after a confirmation; the global row the campus reads never does.
    await page.getByRole('textbox', { name: 'Buscar' }).fill('EVA_NOTIFICATION');
    await page
      .getByRole('row', { name: new RegExp(`EVA_NOTIFICATION ${marca}`) })
      .getByText('EVA_NOTIFICATION')
      .click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/parametro(\?.*)?$/);
    await page.getByRole('textbox', { name: 'Buscar' }).fill('EVA_NOTIFICATION');
    await expect(page.getByRole('row', { name: /EVA_NOTIFICATION/ })).toHaveCount(1);
    await page
      .getByRole('row', { name: /EVA_NOTIFICATION/ })
      .getByText('EVA_NOTIFICATION')
      .click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByText('No se puede eliminar este parámetro porque el campus lo usa.'),
    ).toBeVisible();
    await student.close();
  });
});
