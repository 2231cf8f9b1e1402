import { searchList } from './support/adminList';
import { atPhoneWidth, expectNoSidewaysScroll } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin defines a segment from the institute's catalogues and sees who it holds.
test.describe('segmentos', () => {
  signedInAs('superadmin');

  test('the list opens a segment and the users it holds', async ({ page, expectAccessible }) => {
    await page.goto('/superadmin/segmento');
    const heading = page.getByRole('heading', { level: 1, name: 'Segmentos' });
    await expect(heading).toBeVisible();
    await expectAccessible(page);
    await searchList(page, 'Todos los docentes');
    const segment = page.getByText(/^Todos los docentes/).first();
    const users = page.getByRole('heading', { level: 1, name: 'Usuarios de Todos los docentes' });
    const teacher = page.getByRole('cell', { name: 'docente', exact: true });
    // A table cell on a wide screen (the next test opens one), a list item (with its count) on a
    // phone: both open the segment's users.
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await segment.click();
      await expect(users).toBeVisible();
      await expect(teacher).toBeVisible();
      await expectAccessible(page);
    });
    await expect(page).toHaveURL(/\/superadmin\/lista\/\d+$/);
    await expect(users).toBeVisible();
    await expect(teacher).toBeVisible();
    await expectAccessible(page);
  });

  test('a new segment of one campus holds its students, and a teacher segment refuses a campus', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const nombre = `Estudiantes de prueba ${testInfo.parallelIndex}-${testInfo.retry}-${Date.now() % 100000}`;
    await page.goto('/superadmin/segmento/create');
    await page.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await page.getByRole('combobox', { name: 'Tipo de usuario' }).click();
    await page.getByRole('option', { name: 'Docentes' }).click();
    await page.getByRole('combobox', { name: 'Sede' }).click();
    await page.getByRole('option', { name: 'Sede Lima Norte (HZT)' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('La sede, el programa y el ciclo solo se usan para segmentar estudiantes.'),
    ).toBeVisible();
    // Nothing typed is lost: the choice is corrected and the same form saved.
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(nombre);
    await page.getByRole('combobox', { name: 'Tipo de usuario' }).click();
    await page.getByRole('option', { name: 'Estudiantes' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/segmento(\?.*)?$/);

    await searchList(page, nombre);
    await page.getByText(nombre).first().click();
    await expect(page).toHaveURL(/\/superadmin\/lista\/\d+$/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('link', { name: 'Editar segmento' }).click();
    await expect(page.getByRole('combobox', { name: 'Sede' })).toHaveText('Sede Lima Norte (HZT)');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/segmento(\?.*)?$/);
  });
});
