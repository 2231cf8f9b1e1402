import type { Page, Request, Response } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { homeAlertsDecided } from './support/homeAlerts';
import { goInApp } from './support/navigation';
import { PHONE } from './support/phone';
import { expect, test } from './support/test';
import { menuRoutes, namesAsStored, type MenuEntry } from './support/sweepMenu';
import { pageProblems } from './support/sweepPage';

// issue 54: a sweep that keeps the campus so. Each demo account signs in at 375 px and visits
// every page its menu offers (the server's menu as that user, plus home, the bottom bar and the
// account menu as rendered), failing on any answer of 400 or more the page did not expect, any
// console or page error, any '[object Object]', 'undefined', 'NaN' or raw ISO date in the text,
// any programme or course name shown as stored, and any page wider than the screen. Home's alerts
// are swept too, one by one, and closed as a user would (Escape; closing is kept in this session's
// storage alone), and the pages they link to are visited with the menu's. One test per account, so
// the workers share them; every problem of an account is listed before it fails.

const accounts = [
  'alumno',
  'alumno.nuevo',
  'alumno.deuda',
  'alumno.egresado',
  'docente',
  'docente.nuevo',
  'colaborador',
  'psicologo',
  'asistente',
  'superadmin',
] as const;

// Where the app's shell sends a signed-in user who should not be there: a menu entry landing on
// one of them is a broken entry, not a flow's redirect.
const DEAD_ENDS = new Set(['/error', '/login']);

/**
 * Answers of 400 or more a page asks for knowing they may come, each with why. Everything else
 * is a problem.
 */
const EXPECTED_FAILURES: { why: string; matches: (response: Response) => boolean }[] = [];

interface Session {
  token: string;
}

/** Signs `usuario` in through the API and opens home with the session in local storage. */
async function signIn(page: Page, usuario: string): Promise<Session> {
  const response = await page.request.post('/api/main/auth/login', {
    data: { usuario, clave: PASSWORD },
  });
  expect(response.ok(), `sign-in of ${usuario}`).toBe(true);
  const { token, usuario: user } = (await response.json()).results;
  // Any page of the campus' origin lets the storage be written before the app reads it.
  await page.goto('/config.json');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('campus.token', JSON.stringify(token));
      localStorage.setItem('campus.user', JSON.stringify(user));
    },
    { token, user },
  );
  return { token };
}

/** The server's menu for the session's user. */
async function serverMenu(page: Page, session: Session): Promise<MenuEntry[]> {
  const response = await page.request.get('/api/main/menu/listar', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.ok(), 'menu/listar').toBe(true);
  return (await response.json()).results;
}

/** The app paths of the rendered bottom bar and account menu (the phone's other menus). */
async function renderedMenuRoutes(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: 'Navegación inferior' });
  const barLinks = await bar
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.getByRole('banner').getByRole('button', { name: 'Mi cuenta' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const accountLinks = await menu
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .filter((link) => link.getAttribute('target') !== '_blank')
        .map((link) => link.getAttribute('href') ?? ''),
    );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The pointer left on the button and Escape giving it the keyboard's focus back both show its
  // tooltip: the sweep's own doing, which no page should be judged with (its arrow, at the screen's
  // edge, may pass it by a pixel while it moves). The corner holds the product's name.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  return [...barLinks, ...accountLinks].filter((href) => href.startsWith('/'));
}

/** Requests of the app's own data still on their way (their answers may change the page). */
function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  // A lazy page or dialog's code counts too: what it shows comes after it.
  const counts = (request: Request) => ['fetch', 'xhr', 'script'].includes(request.resourceType());
  page.on('request', (request) => counts(request) && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/**
 * Waits until the page shown has settled: its h1 in <main> (focused after an in-app navigation,
 * so it is the new page's), nothing loading (spinner, skeleton, busy region, an indeterminate
 * progress bar) and no request of the app on its way, twice in a row.
 */
async function settle(page: Page, inFlight: Set<Request>, navigated: boolean) {
  let calm = 0;
  await expect
    .poll(
      async () => {
        const quiet =
          inFlight.size === 0 &&
          (await page.evaluate((navigated) => {
            const heading = document.querySelector('main h1');
            if (!heading?.checkVisibility()) return false;
            if (navigated && document.activeElement !== heading) return false;
            const loading = document.querySelectorAll(
              '.MuiSkeleton-root, .MuiCircularProgress-indeterminate, ' +
                '.MuiLinearProgress-indeterminate, [aria-busy="true"]:not(button), ' +
                '[role="progressbar"]:not([aria-valuenow])',
            );
            return [...loading].every((element) => !element.checkVisibility());
          }, navigated));
        calm = quiet ? calm + 1 : 0;
        return calm >= 2;
      },
      { message: `${page.url()} never settled`, intervals: [100, 100, 200, 250], timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Sweeps home's alerts as they come, one at a time: the problems of each, then closes it (Escape,
 * as a user would). Returns the app paths they link to. An alert that cannot be closed (the flow
 * keeps the user on it) ends the loop: the routes then bring the user back to it.
 */
async function sweepHomeAlerts(
  page: Page,
  inFlight: Set<Request>,
  check: () => Promise<void>,
  onHome: boolean,
): Promise<string[]> {
  const links: string[] = [];
  // A settled home may still be without its dialog: it comes after the first screen, then its
  // view's code. No alert dialog is a finding only once the app says it has decided; the view's
  // own data, asked for as it rendered, is then waited for with the page's other requests. (The
  // flow may keep the user on a task's page instead: home's alerts do not show there.)
  if (onHome) {
    await homeAlertsDecided(page);
    await settle(page, inFlight, false);
  }
  const alert = page.getByRole('alertdialog');
  for (let shown = 0; shown < 20 && (await alert.count()) > 0; shown += 1) {
    const name = (await alert.first().getByRole('heading').first().textContent()) ?? '';
    await check();
    links.push(
      ...(await alert
        .first()
        .locator('a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))),
    );
    await page.keyboard.press('Escape');
    // Gone from the page, not only hidden: the next alert takes its place once it has left.
    const closed = await expect(
      page.getByRole('alertdialog', { name, exact: true, includeHidden: true }),
    )
      .toHaveCount(0, { timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!closed) break;
    await settle(page, inFlight, false);
  }
  return links;
}

test.use({ viewport: PHONE, homeAlerts: 'open' });

for (const account of accounts) {
  test(`${account}: every page of the menu at 375 px, without problems`, async ({
    page,
  }, testInfo) => {
    const started = Date.now();
    const problems: string[] = [];
    let where = '/';
    const report = (what: string) => problems.push(`${where}: ${what}`);

    page.on('response', (response) => {
      if (response.status() < 400) return;
      if (EXPECTED_FAILURES.some((expected) => expected.matches(response))) return;
      report(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // A request the app or the browser abandons (a page left, a query cancelled) is no failure.
      if (!failure.includes('ERR_ABORTED')) report(`${failure} ${request.url()}`);
    });
    page.on('console', (message) => {
      // The browser's own line for an answer of 400 or more: the answer itself is judged above.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        report(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => report(`page error: ${error.message}`));
    const inFlight = watchRequests(page);

    const session = await signIn(page, account);
    const menu = await serverMenu(page, session);
    await page.goto('/');
    await settle(page, inFlight, false);
    const landed = new URL(page.url()).pathname;
    where = landed;
    const check = async () => {
      for (const problem of await pageProblems(page, namesAsStored(menu))) report(problem);
    };
    const alertLinks = await sweepHomeAlerts(page, inFlight, check, landed === '/');
    await check();

    const routes = [
      ...new Set([...menuRoutes(menu), ...(await renderedMenuRoutes(page)), ...alertLinks]),
    ];
    // Most pages settle within a second; on a busy machine, a few. Some accounts offer thirty.
    test.setTimeout(testInfo.timeout + routes.length * 5_000);
    const visited: string[] = [landed];
    for (const route of routes.filter((route) => route !== '/' || landed !== '/')) {
      where = route;
      const target = new URL(route, page.url());
      const current = new URL(page.url());
      if (target.pathname === current.pathname) {
        // Only the query changes (a page's view): the router keeps the page, so load it anew.
        await page.goto(route);
      } else {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await goInApp(page, route);
      }
      // A page that never settles is one more problem: the sweep goes on to the next.
      const settled = await settle(page, inFlight, target.pathname !== current.pathname)
        .then(() => true)
        .catch(() => false);
      if (!settled) report('never settled: no h1 in <main>, or still loading after 15 s');
      const shown = new URL(page.url());
      if (DEAD_ENDS.has(shown.pathname)) report(`the menu's entry led to ${shown.pathname}`);
      visited.push(shown.pathname === target.pathname ? route : `${route} -> ${shown.pathname}`);
      await check();
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    testInfo.annotations.push({
      type: 'swept',
      description: `${visited.length} pages in ${seconds} s: ${visited.join(', ')}`,
    });
    console.log(`swept ${account}: ${visited.length} pages in ${seconds} s: ${visited.join(', ')}`);
    expect(problems, `problems met by ${account}`).toEqual([]);
  });
}
