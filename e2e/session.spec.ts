import { atPhoneWidth } from './support/phone';
import { openFreshSession } from './support/freshSession';
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
});

test.describe('signing out', () => {
  // Sessions of its own: signing out ends a session on the server (issue 31), and the other specs
  // share docente's saved one.
  test('logout clears every campus key, says "Sesión finalizada" and ends the session, from the account menu and from a phone\'s drawer', async ({
    page,
  }) => {
    const campusKeys = () =>
      page.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => key.startsWith('campus.')),
      );
    await openFreshSession(page, 'docente');
    await expect.poll(async () => (await campusKeys()).length).toBeGreaterThan(1);
    const session = await campusKeys();
    const expectSignedOut = async () => {
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText('Sesión finalizada')).toBeVisible();
      expect(await campusKeys()).toEqual([]);
    };

    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expectSignedOut();

    // The ended session put back is refused: the campus sends to login with "Sesión expirada".
    await page.evaluate((keys) => {
      for (const [key, value] of keys) localStorage.setItem(key, value);
    }, session);
    await page.goto('/docentes/cursos');
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText('Sesión expirada')).toBeVisible();

    // A phone signs out from the menu the bottom bar opens.
    await openFreshSession(page, 'docente');
    await atPhoneWidth(page, async () => {
      await page
        .getByRole('navigation', { name: 'Navegación inferior' })
        .getByRole('button', { name: 'Menú' })
        .click();
      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByText('Cerrar sesión')
        .click();
      await expectSignedOut();
    });
  });
});
