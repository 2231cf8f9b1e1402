import { PASSWORD } from './support/accounts';
import { searchList } from './support/adminList';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin finds a user, locks and unlocks them, and gives a temporary password.
test.describe('usuarios', () => {
  signedInAs('superadmin');

  test('the list searches and filters on the server and opens a user @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/usuarios');
    await expect(page).toHaveTitle(/Usuarios/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await expectAccessible(page);
    await searchList(page, 'colaborador', /^Buscar/);
    await page.getByText('colaborador', { exact: false }).first().click();
    await expect(page).toHaveURL(/\/superadmin\/usuarios\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Usuario colaborador' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Usuario administrativo' })).toBeChecked();
    await expectAccessible(page);
  });

  test('a locked student cannot sign in until unlocked; a temporary password signs them in', async ({
    page,
    browser,
    expectAccessible,
    spareStudent,
  }) => {
    test.slow(); // two browsers and four confirmations
    await page.goto('/superadmin/usuarios');
    await searchList(page, spareStudent, /^Buscar/);
    await page.getByRole('cell', { name: spareStudent, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Usuario ${spareStudent}` })).toBeVisible();

    await page.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByRole('dialog', { name: `¿Bloquear a ${spareStudent}?` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('button', { name: 'Desbloquear' })).toBeVisible();

    const student = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    const signIn = async (clave: string) => {
      await student.goto('/login');
      await student.getByLabel('Usuario').fill(spareStudent);
      await student.getByLabel('Contraseña', { exact: true }).fill(clave);
      await student.getByRole('button', { name: 'Iniciar sesión' }).click();
    };
    await signIn(PASSWORD);
    await expect(student.getByText('Usuario o contraseña incorrectos.')).toBeVisible();

    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('button', { name: 'Bloquear' })).toBeVisible();

    await page.getByRole('button', { name: 'Generar clave temporal' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const shown = page.getByRole('dialog', { name: 'Clave temporal' });
    await expect(shown).toBeVisible();
    await expectAccessible(page);
    const temporary = (await shown.getByRole('status').textContent()) ?? '';
    expect(temporary).toMatch(/^\w{12}$/);
    await shown.getByRole('button', { name: 'Cerrar' }).click();

    await signIn(temporary);
    await student.waitForURL((url) => url.pathname === '/');
    await student.close();
  });
});

// issue 9: the superadmin grants a permission by username and revokes it after confirming.
test.describe('permisos', () => {
  signedInAs('superadmin');

  test('a key lists its holders; one is granted and revoked @mobile', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    // Each project its own grantee: the two may run at once, and one key is granted once.
    const grantee = testInfo.project.name === 'mobile' ? 'docente' : 'psicologo';
    await page.goto('/superadmin/permiso');
    await expect(page.getByRole('heading', { level: 1, name: 'Permisos' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('cell', { name: 'FJPUBDOC' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Permiso FJPUBDOC' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Usuario' }).fill(grantee);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const row = page.getByRole('row', { name: new RegExp(grantee) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Revocar' }).click();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(row).toBeHidden();
  });
});
