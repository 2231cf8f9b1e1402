import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

const SEARCH = 'Buscar por código, título o descripción';

// issue 9: the superadmin decides which notifications exist and which switches users get.
test.describe('configuración de notificaciones', () => {
  signedInAs('superadmin');

  test('the list shows each code with its switches and opens one to edit', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/configuracion-notificaciones');
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Configuración de notificaciones',
    });
    await expect(heading).toBeVisible();
    await expectAccessible(page);
    await searchList(page, 'NOTAS', SEARCH);
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      // One line per code on a phone, a link to its edit page.
      await expect(page.getByRole('link', { name: /^Notas publicadas/ }).first()).toHaveAttribute(
        'href',
        /\/configuracion-notificaciones\/\d+$/,
      );
      await expectAccessible(page);
    });
    await page.getByText('Notas publicadas').first().click();
    const notification = page.getByRole('heading', {
      level: 1,
      name: 'Notificación: Notas publicadas',
    });
    await expect(notification).toBeVisible();
    const onByDefault = page.getByRole('checkbox', { name: 'Encendida por defecto' });
    await expect(onByDefault).toBeChecked();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(notification).toBeVisible();
      await expect(onByDefault).toBeChecked();
      await expectAccessible(page);
    });
    // Notifications were sent with this code: it stays, and says why.
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByText(
        'No se puede eliminar esta configuración porque ya se enviaron notificaciones con su código. Puedes desactivarla.',
      ),
    ).toBeVisible();
  });

  test('a new code is created (a taken one is refused, keeping the form), edited and deleted', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const codigo = `E2E_${testInfo.parallelIndex}_${testInfo.retry}_${Date.now() % 100000}`;
    await page.goto('/superadmin/configuracion-notificaciones/create');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Académica' }).click();
    await page.getByRole('textbox', { name: 'Código' }).fill('NOTAS');
    await page.getByRole('textbox', { name: 'Título' }).fill('Respuestas en foros');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Ya existe una configuración de notificación con este código.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Respuestas en foros');
    await page.getByRole('textbox', { name: 'Código' }).fill(codigo);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/configuracion-notificaciones(\?.*)?$/);

    await searchList(page, codigo, SEARCH);
    await page.getByText(codigo).first().click();
    await page.getByRole('checkbox', { name: 'Cada usuario puede apagarla' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/configuracion-notificaciones(\?.*)?$/);
    await page.getByText(codigo).first().click();
    await expect(
      page.getByRole('checkbox', { name: 'Cada usuario puede apagarla' }),
    ).not.toBeChecked();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/configuracion-notificaciones(\?.*)?$/);
  });
});
