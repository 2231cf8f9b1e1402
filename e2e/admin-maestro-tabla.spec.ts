import { searchList } from './support/adminList';
import { atPhoneWidth, expectNoSidewaysScroll } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin creates a master table, fills it with records in a dialog, and cannot
// delete a table that still holds records or that the campus reads.
test.describe('tablas maestras', () => {
  signedInAs('superadmin');

  test('the list pages and searches on the server, and opens a table to edit', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/maestroTabla');
    await expect(page).toHaveTitle(/Tablas maestras/);
    // The first page of ten, by code: a table early in it, whatever other specs add meanwhile.
    await expect(page.getByText('ESTADO_CIVIL', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await searchList(page, 'colegio');
    const table = page.getByText('COLEGIO_PROCEDENCIA', { exact: true });
    await expect(page.getByText('40', { exact: true })).toBeVisible();
    await expect(page.getByText('ESTADO_CIVIL', { exact: true })).toBeHidden();

    const records = page.getByRole('heading', { name: 'Registros de Colegios de procedencia' });
    const rows = page.getByRole('row');
    // A table on a wide screen, one line per table on a phone, which opens its records (the
    // table's row does in the next test).
    await atPhoneWidth(page, async () => {
      await expect(page.getByText('40 registros', { exact: true })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await table.click();
      await expect(records).toBeVisible();
      await expect(rows).toHaveCount(26);
      await expectAccessible(page);
    });
    await expect(page).toHaveURL(/\/superadmin\/maestroTablaRegistro\/\d+$/);
    await expect(records).toBeVisible();
    await expect(rows).toHaveCount(26); // a header and one page of 25
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Editar tabla' }).click();
    const name = page.getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveValue('Colegios de procedencia');
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(name).toHaveValue('Colegios de procedencia');
      await expectAccessible(page);
    });
  });

  test('a new table gets records in a dialog, and is only deleted once empty', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow(); // one flow through create, two dialogs and three deletes
    const codigo = `BECAS_${testInfo.parallelIndex}_${testInfo.retry}_${Date.now() % 100000}`;
    await page.goto('/superadmin/maestroTabla/create');
    await expect(page).toHaveTitle(/Tablas maestras/);
    await page.getByRole('textbox', { name: 'Código' }).fill('becas');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Tipos de beca');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('No cumple con el formato.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Código' }).fill(codigo);
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/superadmin\/maestroTablaRegistro\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Registros de Tipos de beca' })).toBeVisible();
    for (const [code, value] of [
      ['EXC', 'Beca por excelencia'],
      ['DEP', 'Beca deportiva'],
    ]) {
      await page.getByRole('button', { name: 'Agregar registro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo registro' });
      await dialog.getByRole('textbox', { name: 'Código' }).fill(code!);
      await dialog.getByRole('textbox', { name: 'Valor' }).fill(value!);
      if (code === 'EXC') await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row', { name: new RegExp(value!) })).toBeVisible();
    }

    // A table with records is not deleted.
    await page.goto('/superadmin/maestroTabla');
    await searchList(page, codigo);
    const row = page.getByRole('row', { name: new RegExp(codigo) });
    await expect(row).toContainText('2');
    await row.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByText(
        'No se puede eliminar la tabla maestra porque tiene registros. Elimina primero sus registros.',
      ),
    ).toBeVisible();

    // Emptied, it is.
    await page.goBack();
    await page
      .getByRole('row', { name: new RegExp(codigo) })
      .getByText(codigo)
      .click();
    for (const value of ['Beca por excelencia', 'Beca deportiva']) {
      await page.getByRole('row', { name: new RegExp(value) }).click();
      const dialog = page.getByRole('dialog', { name: /Registro/ });
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await page
        .getByRole('dialog', { name: /Eliminar/ })
        .getByRole('button', { name: 'Confirmar' })
        .click();
      await expect(page.getByRole('row', { name: new RegExp(value) })).toBeHidden();
    }
    await page.goto('/superadmin/maestroTabla');
    await searchList(page, codigo);
    await page
      .getByRole('row', { name: new RegExp(codigo) })
      .getByRole('link', { name: 'Editar' })
      .click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/maestroTabla(\?.*)?$/);
    await expect(page.getByRole('row', { name: new RegExp(codigo) })).toBeHidden();
  });
});
