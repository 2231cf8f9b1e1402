import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

/**
 * Signs `usuario` in through the API and opens `path` signed in, for a spec where the sign-in form
 * is not what is tested (e2e/login and the flow specs keep the form). The session is stored as the
 * login page stores it (spec §9: JSON under 'campus.token' and 'campus.user' in local storage),
 * before the campus's first script runs, so the first page loaded is already the one under test:
 * no login page, no home in between. Waits for `landing` (by default `path`), where the
 * mandatory-task flow takes a user who has one. A `path` with an origin signs in on that server.
 */
export async function signInThroughApi(
  page: Page,
  usuario: string,
  path = '/',
  landing = new URL(path, 'http://x').pathname,
): Promise<void> {
  const login = /^https?:\/\//.test(path)
    ? new URL('/api/main/auth/login', path).href
    : '/api/main/auth/login';
  const response = await page.request.post(login, {
    data: { usuario, clave: PASSWORD },
  });
  expect(response.status(), `sign-in of ${usuario}: ${await response.text()}`).toBe(200);
  const { token, usuario: user } = (await response.json()).results as {
    token: string;
    usuario: unknown;
  };
  const origin = new URL(response.url()).origin;
  await page.addInitScript(
    ({ origin, token, user }) => {
      // Once per tab (the marker lives in session storage): a sign-out later in the test, and
      // whatever the campus writes after, are left as they are on the next load.
      if (location.origin !== origin || sessionStorage.getItem('e2e.apiSignIn') !== null) return;
      sessionStorage.setItem('e2e.apiSignIn', '1');
      localStorage.setItem('campus.token', JSON.stringify(token));
      localStorage.setItem('campus.user', JSON.stringify(user));
    },
    { origin, token, user },
  );
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === landing);
}
