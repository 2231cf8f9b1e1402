import { expect, signedInAs, test } from './support/test';

// issue 36: the boot script asks for a first screen's critical data while the app downloads, and the app
// takes those answers instead of asking again: each is requested once, and none is left over.
signedInAs('alumno');

// The shell's data, asked by every signed-in page.
const SHELL = [
  /^\/api\/main\/menu\/listar$/,
  /^\/api\/main\/admin\/parametro\/listar$/,
  /^\/api\/main\/compania\/datos$/,
  /^\/api\/main\/admin\/nomenclatura\/consultarNomenclaturas$/,
  /^\/api\/main\/perfil\/\d+\/datospersonales$/,
  /^\/api\/main\/usuario\/permisos$/,
];

test('the critical requests of home, the schedule and a course start with the page and are asked once', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') asked.push(new URL(request.url()).pathname);
  });
  // What the boot script itself started: the addresses it files its answers under.
  await page.addInitScript(() => {
    const started: string[] = [];
    let answers: Map<string, Promise<Response>> | undefined;
    Object.defineProperty(window, '__campusBoot', {
      configurable: true,
      get: () => answers,
      set(map: Map<string, Promise<Response>>) {
        const set = map.set.bind(map);
        map.set = (key, answer) => {
          started.push(new URL(key.split(' ')[1]!, location.href).pathname);
          return set(key, answer);
        };
        answers = map;
      },
    });
    Object.assign(window, { bootStarted: started });
  });
  const opened = async (address: string, own: RegExp[]) => {
    asked.length = 0;
    await page.goto(address);
    // The boot script asked them (its answers are in the page), and the app took every one.
    await expect.poll(() => page.evaluate(() => window.__campusBoot?.size ?? null)).toBe(0);
    const started = await page.evaluate(
      () => (window as unknown as { bootStarted: string[] }).bootStarted,
    );
    for (const path of [...SHELL, ...own]) {
      expect(
        started.filter((each) => path.test(each)),
        `${address} boots ${path}`,
      ).toHaveLength(1);
      expect(
        asked.filter((each) => path.test(each)),
        `${address} asks ${path}`,
      ).toHaveLength(1);
    }
  };

  // Home: the feed's first page and the home card's courses (its largest paint on a phone).
  await opened('/', [/^\/api\/main\/publicacion\/listar$/, /^\/api\/main\/cursos\/\d+\/listar$/]);
  await expect(page.getByRole('article').first()).toBeVisible();
  const course = await page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .getAttribute('href');
  await opened('/estudiantes/horario/semana', [/^\/api\/main\/horario\/alumno\/horario$/]);
  await opened(course!, [/^\/api\/main\/cursos\/seccion\/\d+\/detalle$/]);
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
