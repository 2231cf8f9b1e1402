import type { Page } from '@playwright/test';
import { searchList } from './support/adminList';
import { atPhoneWidth, expectNoSidewaysScroll } from './support/phone';
import { expect, signedInAs, test } from './support/test';

const openVersions = async (page: Page, titulo: string) => {
  await page.goto('/superadmin/reglamentos');
  await searchList(page, titulo);
  await page.getByText(titulo, { exact: true }).click();
  await expect(page).toHaveURL(/\/superadmin\/version\/\d+$/);
  await expect(page.getByRole('heading', { name: `Versiones de ${titulo}` })).toBeVisible();
};

const confirmDelete = async (page: Page, button: string) => {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
};

// The superadmin publishes regulations and their versions, sees who accepted each version, and
// cannot delete text anyone accepted.
test.describe('reglamentos', () => {
  signedInAs('superadmin');

  test('the list searches on the server and opens the versions and acceptances of a regulation', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // four pages, a dialog and eight axe runs
    await page.goto('/superadmin/reglamentos');
    await expect(page).toHaveTitle(/Reglamentos/);
    await expect(page.getByText('Reglamento académico', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await searchList(page, 'conducta');
    const conduct = page.getByText('Reglamento de conducta', { exact: true });
    await expect(conduct).toBeVisible();
    await expect(page.getByText('Reglamento académico', { exact: true })).toBeHidden();
    // One line per regulation on a phone, which opens its versions (a table's row does in the
    // last test).
    await atPhoneWidth(page, async () => {
      await expect(conduct).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await conduct.click();
      await expect(
        page.getByRole('heading', { name: 'Versiones de Reglamento de conducta' }),
      ).toBeVisible();
    });

    await openVersions(page, 'Reglamento académico');
    const current = page.getByRole('heading', { name: 'Aceptaciones de la versión 3' });
    await expect(current).toBeVisible();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(current).toBeVisible();
      await expectAccessible(page);
    });

    // The oldest version, accepted by most students: a page of 25 of them, searched by name.
    await page.getByRole('button', { name: 'Ver aceptaciones (Versión 1)' }).click();
    const acceptances = page.getByRole('region', { name: 'Aceptaciones de la versión 1' });
    // A table on a wide screen, one line per acceptance on a phone: the page range says both.
    const firstPage = acceptances.getByText(/^1\s*-\s*25 de \d+$/);
    await expect(firstPage).toBeVisible();
    await atPhoneWidth(page, async () => {
      await expect(firstPage).toBeVisible();
    });
    await acceptances
      .getByRole('textbox', { name: 'Buscar por usuario o nombre' })
      .fill('Quispe Huamán');
    await expect(firstPage).toBeHidden();
    const student = acceptances.getByText('Lucía Quispe Huamán', { exact: true }).first();
    await expect(student).toBeVisible();
    await atPhoneWidth(page, async () => {
      await expect(student).toBeVisible();
    });

    await page.getByRole('button', { name: 'Ver texto (Versión 1)' }).click();
    const text = page.getByRole('dialog', { name: 'Texto de la versión 1' });
    const article = text.getByText(/^Artículo 1\. El estudiante se matricula/);
    await expect(article).toBeVisible();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(article).toBeVisible();
      await expectAccessible(page);
    });
    await text.getByRole('button', { name: 'Cerrar' }).click();
    await expect(text).toBeHidden();
  });

  test('a new regulation gets a second version in a dialog, and goes while nobody accepted it', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow(); // one flow through create, a dialog, three deletes and the edit page
    const titulo = `Reglamento de talleres ${testInfo.parallelIndex}-${testInfo.retry}-${Date.now() % 100000}`;
    await page.goto('/superadmin/reglamentos/create');
    await expect(page).toHaveTitle(/Reglamentos/);
    await page.getByRole('textbox', { name: 'Título' }).fill('ab');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El mínimo de caracteres que debes ingresar es 3')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Título' }).fill(titulo);
    await page.getByRole('combobox', { name: 'Dirigido a' }).click();
    await page.getByRole('option', { name: 'Docentes' }).click();
    await page.getByRole('textbox', { name: 'Resumen de la versión' }).fill('Versión inicial.');
    await page
      .getByRole('textbox', { name: 'Texto del reglamento' })
      .fill('Artículo 1. Los talleres se reservan con dos días de anticipación.');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/superadmin\/version\/\d+$/);
    await expect(page.getByRole('heading', { name: `Versiones de ${titulo}` })).toBeVisible();
    await expect(page.getByRole('row', { name: /Vigente/ })).toContainText('Versión inicial.');

    await page.getByRole('button', { name: 'Publicar nueva versión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar nueva versión' });
    await dialog.getByRole('textbox', { name: 'Resumen de cambios' }).fill('Se añade el aforo.');
    await dialog
      .getByRole('textbox', { name: 'Texto del reglamento' })
      .fill(
        'Artículo 1. Los talleres se reservan con dos días de anticipación y admiten 20 personas.',
      );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Vigente/ })).toContainText('Se añade el aforo.');
    await expect(page.getByRole('heading', { name: 'Aceptaciones de la versión 2' })).toBeVisible();
    await expect(page.getByText('Nadie ha aceptado esta versión todavía.')).toBeVisible();

    // Nobody accepted version 2: it goes. Version 1 is then the only one of an active regulation.
    await confirmDelete(page, 'Eliminar (Versión 2)');
    await expect(page.getByText('Versión eliminada')).toBeVisible();
    await expect(page.getByRole('row', { name: /Vigente/ })).toContainText('Versión inicial.');
    await confirmDelete(page, 'Eliminar (Versión 1)');
    await expect(
      page.getByText(
        'No se puede eliminar la única versión de un reglamento activo. Desactiva el reglamento o publica otra versión primero.',
      ),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Editar reglamento' }).click();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo);
    await expectAccessible(page);
    await confirmDelete(page, 'Eliminar');
    await expect(page).toHaveURL(/\/superadmin\/reglamentos(\?.*)?$/);
    await searchList(page, titulo);
    await expect(page.getByText(titulo, { exact: true })).toBeHidden();
  });

  test('accepted text is not deleted: the server says why', async ({ page }) => {
    await openVersions(page, 'Reglamento de conducta');
    await confirmDelete(page, 'Eliminar (Versión 1)');
    await expect(
      page.getByText('No se puede eliminar esta versión porque ya tiene aceptaciones.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver texto (Versión 1)' })).toBeVisible();

    await page.getByRole('link', { name: 'Editar reglamento' }).click();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Reglamento de conducta',
    );
    await confirmDelete(page, 'Eliminar');
    await expect(
      page.getByText(
        'No se puede eliminar este reglamento porque alguna de sus versiones ya tiene aceptaciones. Puedes desactivarlo.',
      ),
    ).toBeVisible();
  });
});
