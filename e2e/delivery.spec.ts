import { storageStatePath } from './support/accounts';
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

// issue 30: opened directly, a route's page chunk and its imports come with the HTML's first
// wave of requests (its modulepreload links), not one request after another from script.
const directOpenings = [
  { role: 'alumno', url: '/estudiantes/cursos', chunk: 'CoursesPage', heading: 'Mis cursos' },
  {
    role: 'docente',
    url: '/docentes/capacitaciones/finalizadas',
    chunk: 'TrainingList',
    heading: 'Capacitaciones finalizadas',
  },
  {
    role: 'colaborador',
    url: '/admin/tramites/tickets-manuales/pendientes',
    chunk: 'TrayPage',
    heading: 'Trámites',
  },
] as const;

for (const { role, url, chunk, heading } of directOpenings) {
  test.describe(`${url} opened directly`, () => {
    test.use({ storageState: storageStatePath(role) });

    test(`requests its page chunk with the HTML, not after the scripts ran`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const initiators = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        const { pathname } = new URL(request.url);
        if (pathname.endsWith('.js') && !initiators.has(pathname)) {
          initiators.set(pathname, initiator.type);
        }
      });
      const html = (await (await page.goto(url))?.text()) ?? '';
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

      const firstWave = (name: string) =>
        [...initiators].filter(([path]) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path));
      for (const name of [chunk, 'shell', 'signedInRouteSet']) {
        const requests = firstWave(name);
        expect(requests.length, `${name} was requested`).toBeGreaterThan(0);
        expect(
          requests.map(([, type]) => type),
          `${name} came with the HTML`,
        ).toEqual(requests.map(() => 'parser'));
      }
      // Nothing the HTML announced waited for a script to ask for it. (Later lazy imports, such
      // as the service worker's registration after the first render, add their own links.)
      const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
        (match) => match[1]!,
      );
      expect(preloaded.length).toBeGreaterThan(0);
      for (const file of preloaded) expect(initiators.get(file), file).toBe('parser');
    });
  });
}
