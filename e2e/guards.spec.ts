import { atPhoneWidth } from './support/phone';
import { expect, signedInAs, test } from './support/test';
import { goInApp } from './support/navigation';

test.describe('session rules without a session', () => {
  test('a private page sends to login with a message, and back after signing in', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/estudiantes/cursos');
    await expect(page).toHaveURL(/\/login\?/);
    const expectLogin = async () => {
      await expect(page.getByText('Necesita iniciar sesión')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await expectAccessible(page);
    };
    await expectLogin();
    await atPhoneWidth(page, expectLogin);
    await page.getByLabel('Usuario').fill('alumno');
    await page.getByLabel('Contraseña', { exact: true }).fill('Campus2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/estudiantes\/cursos$/);
  });

  test('wrong credentials keep what was typed and say why', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario').fill('docente');
    await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos.');
    await expect(page.getByLabel('Usuario')).toHaveValue('docente');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('role guards for a student', () => {
  signedInAs('alumno');

  for (const forbidden of ['/docentes/cursos', '/superadmin/parametro']) {
    test(`a student opening ${forbidden} is sent back`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
      await goInApp(page, forbidden);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('/dashboard redirects home and the home page is accessible', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expectAccessible(page);
    // A phone has the bottom bar instead of the sidebar.
    await atPhoneWidth(page, async () => {
      await expect(page.getByRole('navigation', { name: 'Navegación inferior' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
      await expectAccessible(page);
    });
  });

  test('unknown paths show the error page', async ({ page, expectAccessible }) => {
    await page.goto('/no-existe/esta-ruta');
    await expect(page).toHaveURL(/\/error$/);
    const expectError = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    };
    await expectError();
    await atPhoneWidth(page, expectError);
  });

  test('a signed-in user opening /login goes home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

// Issue 54: a page whose data the API refuses a role does not open for it; the role goes back to
// where it was, and the page still opens for the role it is for.
const deadEnds = [
  { refused: 'colaborador', allowed: 'psicologo', path: '/psicologos/orientacion-psicologica' },
  { refused: 'docente', allowed: 'alumno', path: '/subir-documentos' },
  // Any psychologist's calendar, for holders of ADMDISPO; the psychologist holds only DISPODOC.
  { refused: 'psicologo', allowed: 'colaborador', path: '/admin/orientacion-psicologica' },
] as const;

for (const { refused, allowed, path } of deadEnds) {
  test.describe(`${path} for ${refused}`, () => {
    signedInAs(refused);

    test(`${refused} opening ${path} is sent back, with no failed load`, async ({ page }) => {
      const refusals: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refusals.push(response.url());
      });
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
      await goInApp(page, path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
      expect(refusals).toEqual([]);
    });
  });

  test.describe(`${path} for ${allowed}`, () => {
    signedInAs(allowed);

    test(`${allowed} opens ${path}`, async ({ page, expectAccessible }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
      await goInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
