import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { expect, test } from './support/test';
import { nginxMissing, startNginx, type RunningNginx } from './support/nginx';
import { baseURL, port, resultsDir } from './support/run';

// issue 8: deploy/nginx's configuration, rendered as a deploy would, in front of this run's demo
// API, answers like `npm start`: same headers, same caching, same pages, and a student signs in.
const missing = nginxMissing();
if (missing) console.warn(`SKIPPED: the nginx deployment tests, because ${missing}.`);

const NGINX_PORT = port + 100;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// deploy/nginx/campus.conf's limits: sign-ins' burst and live connections per address.
const SIGN_IN_BURST = 30;
const LIVE_PER_ADDRESS = 40;

/** A WebSocket handshake to `url`: its status (101 when upgraded) and a way to close it. */
const handshake = (url: string) =>
  new Promise<{ status: number; close: () => void }>((resolve, reject) => {
    const sent = request(url, {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': 'v12.stomp',
      },
    });
    sent.on('upgrade', (response, socket) =>
      resolve({ status: response.statusCode!, close: () => socket.destroy() }),
    );
    sent.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode!, close: () => response.destroy() });
    });
    sent.on('error', reject);
    sent.end();
  });

let nginx: RunningNginx;

test.describe('the nginx deployment', () => {
  test.skip(missing !== null, `nginx cannot run here: ${missing}`);
  // One nginx for the file, in one worker.
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://127.0.0.1:${NGINX_PORT}` });

  test.beforeAll(async () => {
    nginx = await startNginx({
      port: NGINX_PORT,
      upstream: baseURL,
      workDir: `${resultsDir}/nginx`,
    });
  });
  test.afterAll(async () => nginx?.stop());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${nginx.url}${path}`, { headers, redirect: 'manual' });

  const expectSecured = (response: Response) => {
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/script-src 'self';/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  };

  test("pages carry the runtime config and the route's chunks, revalidated on every load", async () => {
    const login = await get('/login', { 'accept-encoding': 'br' });
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.headers.get('content-encoding')).toBe('br');
    expectSecured(login);
    const html = await login.text();
    const config = html.match(
      /<script type="application\/json" id="campus-config">(.*?)<\/script>/,
    );
    const served = await get('/config.json');
    expect(JSON.parse(config?.[1] ?? 'null')).toEqual(await served.json());
    expect(html).toMatch(/rel="modulepreload" crossorigin href="\/assets\/login-[\w-]+\.js"/);

    const home = await (await get('/')).text();
    expect(home).toMatch(/rel="modulepreload" crossorigin href="\/assets\/shell-[\w-]+\.js"/);
    expect(home).not.toMatch(/assets\/login-/);

    // The build's own index.html (no config in it) is never sent as it is.
    expect(await (await get('/index.html')).text()).toContain('id="campus-config"');
    expect((await get('/no-existe.js')).status).toBe(404);

    for (const path of ['/login', '/config.json']) {
      const first = await get(path);
      const etag = first.headers.get('etag');
      expect(etag, `${path} has a validator`).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expectSecured(first);
      expect((await get(path, { 'if-none-match': etag! })).status).toBe(304);
    }
  });

  test('the service worker, the manifest and its icon revalidate on every load, as npm start serves them', async () => {
    const types = {
      '/sw.js': 'javascript',
      '/manifest.webmanifest': 'application/manifest+json',
      '/app-icon.svg': 'image/svg+xml',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain(type);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expectSecured(response);
      const direct = await fetch(`${baseURL}${path}`);
      expect(await response.text(), `${path} as npm start serves it`).toBe(await direct.text());
    }
    const manifest = await (await get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'es-PE', start_url: '/', display: 'standalone' });
    expect(await (await get('/login')).text()).toContain(
      '<link rel="manifest" href="/manifest.webmanifest">',
    );
  });

  test('the entry and the other assets go precompressed, cached for a year', async () => {
    const html = await (await get('/login')).text();
    const entry = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
    const chunk = html.match(/href="(\/assets\/login-[\w-]+\.js)"/)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const identity = await (await get(entry!, { 'accept-encoding': 'identity' })).text();

    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await get(entry!, { 'accept-encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expectSecured(response);
      // fetch decodes what it asked for: every encoding carries the same file.
      expect(await response.text()).toBe(identity);
    }
    const other = await get(chunk!);
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe(IMMUTABLE);
    expectSecured(other);
  });

  test('the API passes through to the backend, its answers untouched', async () => {
    const response = await get('/api/main/no-existe');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('what nginx refuses itself is answered in Spanish, as the API would', async () => {
    const tooLarge = await fetch(`${nginx.url}/api/main/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'a'.repeat(40 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).messagePublic).toBe(
      'El contenido enviado excede el tamaño permitido.',
    );
    const tooLong = await get(`/api/main/admin/parametro?busqueda=${'a'.repeat(20_000)}`);
    expect([414, 494]).toContain(tooLong.status);
    expect((await tooLong.json()).messagePublic).toBe(
      'La dirección o las cabeceras de la solicitud son demasiado largas.',
    );
  });

  // issue 55: a flood is answered by nginx before it costs the backend anything.
  test('a burst of sign-ins gets 429 from nginx, in Spanish, while a normal sign-in passes', async () => {
    // Bodies the API refuses as invalid (400): none counts as a failed sign-in from this address.
    const burst = await Promise.all(
      Array.from({ length: SIGN_IN_BURST * 3 }, () =>
        fetch(`${nginx.url}/api/main/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    // The burst's allowance reached the backend; what came past it did not.
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(
      SIGN_IN_BURST,
    );
    const refused = burst.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect((await refused[0]!.json()).messagePublic).toBe(
      'Hay muchos ingresos en este momento. Inténtalo nuevamente en unos segundos.',
    );
    // Other API calls are not held by the sign-in limit.
    expect((await get('/api/main/no-existe')).status).toBe(404);
    // Once the burst has drained (10 a second), a real sign-in goes through.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${nginx.url}/api/main/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ usuario: 'alumno', clave: 'Campus2026' }),
            })
          ).status,
        { intervals: [200], timeout: 10_000 },
      )
      .toBe(200);
  });

  test('live connections past the limit from one address get 503 from nginx', async () => {
    const ws = `${nginx.url}/api/notifications/ws`;
    const open = await Promise.all(Array.from({ length: LIVE_PER_ADDRESS }, () => handshake(ws)));
    try {
      expect(open.map((socket) => socket.status)).toEqual(Array(LIVE_PER_ADDRESS).fill(101));
      const extra = await handshake(ws);
      extra.close();
      expect(extra.status).toBe(503);
      // One closed: a normal connection is taken again.
      open.pop()!.close();
      await expect
        .poll(
          async () => {
            const next = await handshake(ws);
            next.close();
            return next.status;
          },
          { intervals: [100], timeout: 5_000 },
        )
        .toBe(101);
    } finally {
      for (const socket of open) socket.close();
    }
  });

  test('alumno signs in through nginx, with no request for /config.json', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto('/login');
    await page.getByLabel('Usuario').fill('alumno');
    await page.getByLabel('Contraseña', { exact: true }).fill('Campus2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page).toHaveURL(`${nginx.url}/`);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    expect(requested).not.toContain('/config.json');
    expect(requested).toContain('/api/main/auth/login');
  });
});
