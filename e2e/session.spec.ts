import { expect, signedInAs, test } from './support/test';

test.describe('session lifecycle', () => {
  signedInAs('docente');

  test('an expired token sends to login with "Sesión expirada"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    // Rewrite the stored token's exp claim into the past; the app reads exp on each navigation.
    await page.evaluate(() => {
      const token = JSON.parse(localStorage.getItem('campus.token') ?? 'null') as string;
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      claims.exp = Math.floor(Date.now() / 1000) - 60;
      const encoded = btoa(JSON.stringify(claims))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem('campus.token', JSON.stringify([header, encoded, signature].join('.')));
    });
    await page.goto('/docentes/cursos');
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText('Sesión expirada')).toBeVisible();
  });

  test('logout clears every campus key and says "Sesión finalizada" @mobile', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await expect
      .poll(() =>
        page.evaluate(
          () => Object.keys(localStorage).filter((k) => k.startsWith('campus.')).length,
        ),
      )
      .toBeGreaterThan(1);
    if (isMobile) {
      await page
        .getByRole('navigation', { name: 'Navegación inferior' })
        .getByRole('button', { name: 'Menú' })
        .click();
      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByText('Cerrar sesión')
        .click();
    } else {
      await page.getByRole('button', { name: 'Cuenta de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    }
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Sesión finalizada')).toBeVisible();
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('campus.')),
    );
    expect(left).toEqual([]);
  });
});
