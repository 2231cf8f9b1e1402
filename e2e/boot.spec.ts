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

test('only the signed-in pages load the boot script', async ({ page }) => {
  expect(await (await page.request.get('/')).text()).toContain('data-campus-boot');
  expect(await (await page.request.get('/estudiantes/cursos')).text()).toContain(
    'data-campus-boot',
  );
  expect(await (await page.request.get('/login')).text()).not.toContain('data-campus-boot');
  expect(await (await page.request.get('/consultar-deuda')).text()).not.toContain(
    'data-campus-boot',
  );
});
