import { PASSWORD } from './support/accounts';
import { searchList } from './support/adminList';
import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';

// issue 9: the superadmin finds a user, locks and unlocks them, and gives a temporary password.
test.describe('usuarios', () => {
  signedInAs('superadmin');

  test('the list searches and filters on the server and opens a user', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/superadmin/usuarios');
    await expect(page).toHaveTitle(/Usuarios/);
    const heading = page.getByRole('heading', { level: 1, name: 'Usuarios' });
    await expect(heading).toBeVisible();
    await expectAccessible(page);
    await searchList(page, 'colaborador', /^Buscar/);
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      // One line per user on a phone (name, then username), a link to the user.
      await expect(page.getByRole('link', { name: /colaborador/ }).first()).toHaveAttribute(
        'href',
        /\/superadmin\/usuarios\/\d+$/,
      );
      await expectAccessible(page);
    });
    await page.getByText('colaborador', { exact: false }).first().click();
    await expect(page).toHaveURL(/\/superadmin\/usuarios\/\d+$/);
    const user = page.getByRole('heading', { level: 1, name: 'Usuario colaborador' });
    const admin = page.getByRole('checkbox', { name: 'Usuario administrativo' });
    const expectUser = async () => {
      await expect(user).toBeVisible();
      await expect(admin).toBeChecked();
      await expectAccessible(page);
    };
    await expectUser();
    await atPhoneWidth(page, expectUser);
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

  test('a key lists its holders; one is granted and revoked', async ({
    page,
    expectAccessible,
  }) => {
    const grantee = 'psicologo';
    await page.goto('/superadmin/permiso');
    const heading = page.getByRole('heading', { level: 1, name: 'Permisos' });
    const key = page.getByRole('cell', { name: 'FJPUBDOC' });
    const expectKeys = async () => {
      await expect(heading).toBeVisible();
      await expect(key).toBeVisible();
      await expectAccessible(page);
    };
    await expectKeys();
    // A phone gets one line per key, no table wider than the screen.
    await atPhoneWidth(page, async () => {
      await expect(heading).toBeVisible();
      await expect(page.getByRole('link', { name: /^FJPUBDOC/ })).toBeVisible();
      await expectAccessible(page);
    });
    await key.click();
    const permission = page.getByRole('heading', { level: 1, name: 'Permiso FJPUBDOC' });
    await expect(permission).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Usuario' }).fill(grantee);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const row = page.getByRole('row', { name: new RegExp(grantee) });
    await expect(row).toBeVisible();
    await atPhoneWidth(page, async () => {
      await expect(permission).toBeVisible();
      await expect(row.getByRole('button', { name: 'Revocar' })).toBeVisible();
      await expectAccessible(page);
    });
    await row.getByRole('button', { name: 'Revocar' }).click();
    await expectAccessible(page);
    await atPhoneWidth(page, async () => {
      await expect(
        page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }),
      ).toBeVisible();
      await expectAccessible(page);
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(row).toBeHidden();
  });
});
