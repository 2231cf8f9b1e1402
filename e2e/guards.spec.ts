import { expect, signedInAs, test } from './support/test';

test.describe('session rules without a session', () => {
  test('a private page sends to login with a message, and back after signing in @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/estudiantes/cursos');
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText('Necesita iniciar sesión')).toBeVisible();
    await expectAccessible(page);
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
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, forbidden);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('/dashboard redirects home and the home page is accessible @mobile', async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    const navigation = isMobile ? 'Navegación inferior' : 'Menú principal';
    await expect(page.getByRole('navigation', { name: navigation })).toBeVisible();
    await expectAccessible(page);
  });

  test('unknown paths show the error page @mobile', async ({ page, expectAccessible }) => {
    await page.goto('/no-existe/esta-ruta');
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('a signed-in user opening /login goes home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});
