import { expect, signedInAs, test } from './support/test';

// issue 36: the boot script asks for home's critical data while the app downloads, and the app
// takes those answers instead of asking again: each is requested once, and none is left over.
signedInAs('alumno');

const CRITICAL = [
  /^\/api\/main\/menu\/listar$/,
  /^\/api\/main\/admin\/parametro\/listar$/,
  /^\/api\/main\/compania\/datos$/,
  /^\/api\/main\/admin\/nomenclatura\/consultarNomenclaturas$/,
  /^\/api\/main\/perfil\/\d+\/datospersonales$/,
  /^\/api\/main\/usuario\/permisos$/,
  /^\/api\/main\/publicacion\/listar$/,
];

test("home's critical requests start with the page and are asked once", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const path of CRITICAL)
    expect(
      asked.filter((each) => path.test(each)),
      `${path}`,
    ).toHaveLength(1);
  // The boot script asked them (its answers are in the page), and the app took every one.
  const left = await page.evaluate(() => window.__campusBoot?.size ?? null);
  expect(left).toBe(0);
});

test("the shell's frame paints from the HTML alone and gives way to the app", async ({
  page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.locator('#campus-static-shell')).toBeVisible();
  await expect(bare.locator('#campus-static-shell .cs-header')).toBeVisible();
  await noScript.close();

  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('#campus-static-shell')).toBeHidden();
});

test('only the signed-in pages load the boot script', async ({ page }) => {
  expect(await (await page.request.get('/')).text()).toContain('data-campus-boot');
  expect(await (await page.request.get('/estudiantes/cursos')).text()).toContain(
    'data-campus-boot',
  );
  const login = await (await page.request.get('/login')).text();
  expect(login).not.toContain('data-campus-boot');
  expect(login).not.toContain('campus-static-shell');
  expect(await (await page.request.get('/consultar-deuda')).text()).not.toContain(
    'data-campus-boot',
  );
});
