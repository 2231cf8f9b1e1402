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
