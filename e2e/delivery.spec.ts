import { expect, test } from './support/test';

// issue 8: the browser learns the runtime config from the first response.
test('the first load reads the runtime config from index.html, without asking for /config.json', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await expect(page).toHaveTitle('Campus | Iniciar sesión');
  expect(requested).not.toContain('/config.json');
});

test("the first response announces the opened route's chunks, and the browser uses them", async ({
  page,
}) => {
  const response = await page.goto('/login');
  const html = (await response?.text()) ?? '';
  const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(preloaded.some((file) => /\/assets\/login-[\w-]+\.js$/.test(file ?? ''))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  const home = await page.request.get('/');
  expect(await home.text()).toMatch(
    /rel="modulepreload" crossorigin href="\/assets\/shell-[\w-]+\.js"/,
  );
});
