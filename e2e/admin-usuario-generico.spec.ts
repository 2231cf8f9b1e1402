import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin keeps the shared office accounts (spec §7 admin/usuarioGenerico).
test.describe('usuarios genéricos', () => {
  signedInAs('superadmin');

  test('the list searches on the server and opens an account to edit', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/usuario');
    const heading = page.getByRole('heading', { level: 1, name: 'Usuarios genéricos' });
    await expect(heading).toBeVisible();
    await expectAccessible(page);
    await searchList(page, 'gen.biblioteca.hzt1', 'Buscar por usuario, nombre, área o correo');
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      // One line per account on a phone, a link to its edit page.
      await expect(
        page.getByRole('link', { name: /^Biblioteca Lima Norte/ }).first(),
      ).toHaveAttribute('href', /\/superadmin\/usuario\/\d+$/);
      await expectAccessible(page);
    });
    await page.getByText('Biblioteca Lima Norte').first().click();
    const account = page.getByRole('heading', {
      level: 1,
      name: 'Usuario genérico gen.biblioteca.hzt1',
    });
    const area = page.getByRole('textbox', { name: 'Área' });
    const expectAccount = async () => {
      await expect(account).toBeVisible();
      await expect(area).toHaveValue('Biblioteca');
      await expectAccessible(page);
    };
    await expectAccount();
    await atPhoneWidth(page, expectAccount);
  });

  test('a new account gets its temporary password once; once used it is kept, deactivated', async ({
    page,
    request,
    expectAccessible,
  }, testInfo) => {
    const usuario = `gen.e2e${testInfo.parallelIndex}${testInfo.retry}${Date.now() % 100000}`;
    await page.goto('/superadmin/usuario/create');
    // A username someone already has is refused under its field, keeping what was typed.
    await page.getByRole('textbox', { name: 'Usuario' }).fill('alumno');
    await page.getByRole('textbox', { name: 'Nombre visible' }).fill('Caja Lima Norte');
    await page.getByRole('textbox', { name: 'Área' }).fill('Caja');
    await page
      .getByRole('textbox', { name: 'Correo de la persona responsable' })
      .fill('caja.limanorte@horizonte.example');
    await page.getByRole('combobox', { name: 'Marca' }).click();
    await page.getByRole('option', { name: /\(HZT\)$/ }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ya existe un usuario con este nombre de usuario.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Área' })).toHaveValue('Caja');
    await page.getByRole('textbox', { name: 'Usuario' }).fill(usuario);
    await page.getByRole('button', { name: 'Guardar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Clave temporal' });
    await expect(dialog).toBeVisible();
    const clave = (await dialog.getByRole('status').textContent()) ?? '';
    expect(clave).toMatch(/^\w{12}$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/usuario(\?.*)?$/);

    // The office signs in with it: from then on the account is kept.
    const login = await request.post('/api/main/auth/login', { data: { usuario, clave } });
    expect(login.status()).toBe(200);

    await searchList(page, usuario, 'Buscar por usuario, nombre, área o correo');
    await page.getByText('Caja Lima Norte').first().click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByText(
        'No se puede eliminar esta cuenta porque ya se usó en el campus. Puedes desactivarla.',
      ),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'Activo' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/superadmin\/usuario(\?.*)?$/);
    const refused = await request.post('/api/main/auth/login', { data: { usuario, clave } });
    expect(refused.status()).toBe(401);
  });
});
