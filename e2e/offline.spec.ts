import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { PERSONAL_CACHE } from '../src/lib/offline/protocol';
import { SESSION_MARK } from '../src/lib/offline/sessionMark';
import { OFFLINE_TEXTS } from '../src/lib/offline/texts';
import { openFreshSession } from './support/freshSession';
import { storageStatePath } from './support/accounts';
import { signInThroughApi } from './support/apiSignIn';
import { startDeployProxy, type DeployProxy } from './support/deployProxy';
import { closeHomeAlerts } from './support/homeAlerts';
import { atPhoneWidth } from './support/phone';
import { baseURL } from './support/run';
import { signInThroughForm } from './support/students';
import { expect, signedInAs, test } from './support/test';

// issue 36: the service worker. After one visit, home, the schedule, the courses and a course's
// grades open with the network cut, saying they are a saved copy; a form offline refuses to send
// and keeps what was typed; another user of the same browser never gets the first one's copies;
// signing out leaves no personal answer in Cache Storage, not even one whose read was in flight
// (issue 58), and a browser restarted without a live session deletes them before answering.

test.use({ serviceWorkers: 'allow' });
signedInAs('alumno');

/** The personal cache's keys (URLs stamped with their user), read in the page. */
const personalKeys = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, PERSONAL_CACHE);

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });

/** Reads the worker keeps, asked by the page itself while the student signs out. */
const IN_FLIGHT = [
  '/api/main/menu/listar',
  '/api/main/usuario/permisos',
  '/api/main/compania/datos',
  '/api/main/publicacion/listar',
];

/** Home read again through the installed worker, with the user's reads kept as copies. */
async function homeWithCopiesKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(
    page.getByRole('feed', { name: 'Publicaciones' }).getByRole('article').first(),
  ).toBeVisible();
  await expect.poll(async () => (await personalKeys(page)).length).toBeGreaterThan(3);
}

/** The shell's account menu: 'Cerrar sesión'. */
async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
}

// The worker's install precaches the app before its first copy is kept: each test below waits
// for it, which takes a few seconds more than a page does.
test('a student reads home, the schedule and a course offline, each saying it is a saved copy', async ({
  page,
  context,
  expectAccessible,
}) => {
  test.slow(); // each page twice, online then offline
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A repeat visit: the page itself comes from the service worker, and so do home's reads.
  const repeat = await page.reload();
  expect(repeat?.fromServiceWorker()).toBe(true);
  const feed = page.getByRole('feed', { name: 'Publicaciones' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  const firstPost = (await feed.getByRole('article').first().textContent())!.slice(0, 40);
  await expect(banner(page)).toHaveCount(0);

  await page.goto('/estudiantes/horario/semana');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/estudiantes/cursos');
  await page.getByRole('link', { name: /Programación Web I/ }).click();
  await expect(page.getByLabel('Notas', { exact: true })).toBeVisible();
  const coursePage = page.url();
  await expect.poll(async () => (await personalKeys(page)).length).toBeGreaterThan(5);

  await context.setOffline(true);
  await page.goto('/');
  await expect(banner(page)).toContainText(
    /Estás viendo una copia guardada el \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(feed.getByRole('article').first()).toContainText(firstPost);
  await expectAccessible(page);
  await atPhoneWidth(page, async () => {
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);
  });

  await page.goto('/estudiantes/cursos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.goto(coursePage);
  await expect(
    page
      .getByLabel('Notas', { exact: true })
      .getByText(/^\d{1,2}\.\d{2}$/)
      .first(),
  ).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.goto('/estudiantes/horario/semana');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeVisible();
});

test('offline, a form says it could not send and keeps what was typed', async ({
  page,
  context,
  expectAccessible,
}) => {
  test.slow(); // the worker's install
  await page.goto('/');
  await homeWithCopiesKept(page);
  await page.goto('/actualizar-clave');
  await expect(page.getByLabel('Contraseña actual')).toBeVisible();

  await context.setOffline(true);
  // Writes are never kept for later.
  await page.goto('/actualizar-clave');
  await page.getByLabel('Contraseña actual').fill('Campus2025');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026');
  await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026');
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(page.getByText(OFFLINE_TEXTS.notSent)).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toHaveValue('Campus2025');
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('NuevaClave2026');
  await expectAccessible(page);
});

test("the next user of the browser never gets the first one's copies, and signing out leaves none", async ({
  page,
  context,
}) => {
  test.slow(); // two accounts and the worker's install
  await page.goto('/');
  await homeWithCopiesKept(page);

  // Another person on this browser (the student's session ended without signing out): their
  // requests, even for the very address the student's copy answers, never get it.
  const studentCopy = (await personalKeys(page)).find((url) => url.includes('cursos/'))!;
  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, 'docente');
  await context.setOffline(true);
  const answered = await page.evaluate(async (url) => {
    const address = new URL(url);
    address.searchParams.delete('__usuario');
    const token = JSON.parse(localStorage.getItem('campus.token') ?? 'null') as string;
    return fetch(address, { headers: { Authorization: `Bearer ${token}` } }).then(
      () => true,
      () => false,
    );
  }, studentCopy);
  expect(answered).toBe(false);

  await context.setOffline(false);
  await page.goto('/');
  await signOutFromMenu(page);
  // The page deletes the copies before it opens the login page (issue 58): nothing to wait for.
  expect(await personalKeys(page)).toEqual([]);

  // A public page the worker serves comes without the signed-in shell's frame (issue 36).
  const login = await page.goto('/login');
  expect(login?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('#campus-static-shell')).toHaveCount(0);
});

test('signing out while reads are in flight leaves no personal entry, even when they answer after it', async ({
  page,
  context,
}) => {
  test.slow(); // two sign-ins, and answers held across a sign-out
  // A session of its own: signing out ends it on the server.
  await openFreshSession(page, 'alumno');
  await homeWithCopiesKept(page);

  // The worker's reads reach the API now, while the session is live, and their answers are held
  // until the test lets them go: they reach the worker after the sign-out.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await context.route('**/api/main/**', async (route) => {
    const request = route.request();
    if (!holding || !request.serviceWorker() || request.method() !== 'GET') return route.continue();
    const response = await route.fetch();
    held.push(() => route.fulfill({ response }));
  });
  const answered = page.evaluate(async (paths) => {
    const token = JSON.parse(localStorage.getItem('campus.token') ?? 'null') as string;
    const headers = { Authorization: `Bearer ${token}` };
    return Promise.all(paths.map((path) => fetch(path, { headers }).then((r) => r.status)));
  }, IN_FLIGHT);
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(IN_FLIGHT.length);

  await signOutFromMenu(page);
  // The page deleted the copies before it opened the login page: nothing to wait for.
  expect(await personalKeys(page)).toEqual([]);
  holding = false;
  for (const release of held) await release();
  await context.unroute('**/api/main/**');
  // The reads were answered, 200, after the sign-out: the worker had them to store.
  expect(await answered).toEqual(IN_FLIGHT.map(() => 200));

  // The next user signs in and their own reads are kept: by then the worker has handled the
  // student's late answers, received before, and stored none of them.
  await signInThroughForm(page, 'docente');
  // The keys themselves are what a failure shows.
  await expect
    .poll(async () => {
      const keys = await personalKeys(page);
      return keys.length > 3 || keys;
    })
    .toBe(true);
  const afterNextSignIn = await personalKeys(page);
  expect(afterNextSignIn.filter((url) => url.includes('__usuario=1001'))).toEqual([]);
  expect(afterNextSignIn.filter((url) => url.includes('__usuario=1002')).length).toBeGreaterThan(2);

  await signOutFromMenu(page);
  expect(await personalKeys(page)).toEqual([]);
});

test('a browser restarted without a live session deletes every personal copy before answering', async ({
  playwright,
  launchOptions,
  baseURL: origin,
}) => {
  test.slow(); // the browser is started twice on one profile
  // A profile on disk, as a lab PC's browser keeps one: Cache Storage and the worker outlive a
  // restart there, which a test's own context (in memory) cannot show.
  const profile = mkdtempSync(join(tmpdir(), 'campus-restart-'));
  const opened: BrowserContext[] = [];
  const open = async () => {
    const browser = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: origin,
      serviceWorkers: 'allow',
      locale: 'es-PE',
      timezoneId: 'America/Lima',
    });
    opened.push(browser);
    return browser;
  };
  try {
    const before = await open();
    const page = before.pages()[0] ?? (await before.newPage());
    await closeHomeAlerts(page);
    await signInThroughApi(page, 'alumno');
    await homeWithCopiesKept(page);
    // The session expires while the browser is closed: the mark the page wrote is past its exp.
    await page.evaluate(
      async ({ name, mark }) => {
        const cache = await caches.open(name);
        const saved = (await (await cache.match(mark))!.json()) as { session: string };
        const expired = { session: saved.session, expires: Math.floor(Date.now() / 1000) - 1 };
        await cache.put(mark, new Response(JSON.stringify(expired)));
      },
      { name: PERSONAL_CACHE, mark: SESSION_MARK },
    );
    await before.close();

    // The restarted browser's first request through the worker is a read it had kept (from a
    // page that is not the campus, so nothing marks a session first): the copies are gone once
    // it has answered, and its own answer, for a session no longer marked, is not stored either.
    const after = await open();
    const next = after.pages()[0] ?? (await after.newPage());
    await next.goto('/config.json');
    const answered = await next.evaluate(async (path) => {
      const token = JSON.parse(localStorage.getItem('campus.token') ?? 'null') as string;
      return (await fetch(path, { headers: { Authorization: `Bearer ${token}` } })).status;
    }, IN_FLIGHT[0]);
    expect(answered).toBe(200);
    expect(await next.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await personalKeys(next)).toEqual([]);
  } finally {
    for (const browser of opened) await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** What the page and its workers did after the takeover click, attached to a failure's report. */
const events: string[] = [];
test.describe('a new deploy', () => {
  // Once in 240 runs the page was gone 0.3 s after the takeover click, before the test touched a
  // worker, with no trace of why: the next failure says whether the renderer crashed or closed.
  test.afterEach(async ({}, info) => {
    if (info.status !== info.expectedStatus)
      await info.attach('events', { body: events.join('\n') });
  });
  // Its own origin, whose worker script can change without touching the shared dist/sw.js, and
  // the signed-in state of alumno carried over to that origin.
  let proxy: DeployProxy;
  test.use({
    baseURL: async ({}, use) => {
      proxy = await startDeployProxy(baseURL);
      await use(proxy.url);
      await proxy.stop();
    },
    storageState: async ({ baseURL: origin }, use) => {
      const state = JSON.parse(readFileSync(storageStatePath('alumno'), 'utf8')) as {
        origins: { origin: string }[];
      };
      await use({
        ...state,
        origins: state.origins.map((entry) => ({ ...entry, origin: origin! })),
      } as never);
    },
  });

  test('waits, then takes over at the next navigation with a reload, never a mixed page', async ({
    page,
  }) => {
    // Two workers install and one takes over with a reload: on a busy CI that ran past 30 s.
    test.slow();
    // What the page posts to a worker, kept in the page: the takeover is asked for by the app.
    await page.addInitScript(() => {
      const posted: unknown[] = [];
      const post = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: never[]) {
        posted.push(args[0]);
        return (post as (...rest: never[]) => void).apply(this, args);
      };
      Object.assign(window, { posted });
    });
    const devtools = await page.context().newCDPSession(page);
    const versions = new Map<string, string>();
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
      for (const { versionId, status } of updated) versions.set(versionId, status);
    });
    await devtools.send('ServiceWorker.enable');
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => [...versions.values()]).toContain('activated');
    const old = [...versions].find(([, status]) => status === 'activated')![0];
    // The next deploy: the origin's worker script replaced, by other bytes of the same build (what
    // the browser compares).
    proxy.deployNext();
    const waiting = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      await registration.update();
      const worker = registration.installing ?? registration.waiting;
      if (worker && worker.state !== 'installed')
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => worker.state === 'installed' && resolve()),
        );
      return registration.waiting !== null;
    });
    expect(waiting).toBe(true);
    // The page in use stays on its build: nothing reloads under the reader.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await expect(page.getByRole('feed', { name: 'Publicaciones' })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    // The next navigation in the app asks the waiting worker to take over. The reload may already
    // have come (the old worker idle, Chromium did not wait): only the app's request reloads, and
    // the new page's record of posts starts empty.
    let reloaded = false;
    page.once('load', () => (reloaded = true));
    events.length = 0;
    page.on('crash', () => events.push('crash'));
    page.on('close', () => events.push('close'));
    page.on('console', (message) => events.push(`console ${message.type()}: ${message.text()}`));
    page.on('framenavigated', (frame) => events.push(`navigated ${frame.url()}`));
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) =>
      events.push(...updated.map((v) => `version ${v.versionId} ${v.status} ${v.runningStatus}`)),
    );
    await page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link').click();
    await expect
      .poll(async () => {
        if (reloaded) return 'reloaded';
        return page
          .evaluate(() => (window as unknown as { posted: unknown[] }).posted.length)
          .catch(() => 'reloading');
      })
      .not.toBe(0);
    // Chromium activates the new worker once the old one has stopped, which it does when idle
    // within 30 s, but never while DevTools is attached, as Playwright is: the old version is
    // stopped here as the browser would, and only it (stopping the new one could cut the reload
    // it serves). A page that asked for no takeover is not reloaded by it.
    await expect
      .poll(
        async () => {
          if (!reloaded)
            await devtools.send('ServiceWorker.stopWorker', { versionId: old }).catch(() => {});
          return reloaded;
        },
        { intervals: [1_000], timeout: 30_000 },
      )
      .toBe(true);
    await expect(page).toHaveURL(/\/estudiantes\/cursos\/[^/]+-\d+\//);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
    await expect(page.getByLabel('Notas', { exact: true })).toBeVisible();
    const controlled = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return registration.waiting === null && navigator.serviceWorker.controller !== null;
    });
    expect(controlled).toBe(true);
    await expect.poll(() => versions.get(old)).toBe('redundant');
  });
});
