// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../test/testApi.ts';
import { runtimeConfigFromEnv } from './runtimeConfig.ts';
import { renderIndex } from './renderIndex.ts';
import { buildCampusServer, startCampusServer } from './serveCampus.ts';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'campus-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("campus")');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const appOnly = () =>
  buildCampusServer({ distDir, demoApi: false, config: runtimeConfigFromEnv({}) });

describe('campus server', () => {
  it('serves /config.json from the environment, uncached', async () => {
    const config = runtimeConfigFromEnv({
      CAMPUS_BRAND: 'CMB',
      CAMPUS_PRODUCT_NAME: 'Campus Cumbre',
      CAMPUS_API_MAIN_URL: 'https://api.cumbrealta.example/main',
    });
    const app = buildCampusServer({ distDir, demoApi: false, config });
    const response = await app.inject('/config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      productName: 'Campus Cumbre',
      brand: 'CMB',
      api: {
        main: 'https://api.cumbrealta.example/main',
        notifications: '/api/notifications',
        supportDesk: '/api/support-desk',
        chatbot: '/api/chatbot',
      },
      broker: '/api/notifications/ws',
      ipLookup: '/api/ip',
      connectionTest: '/api/prueba-conexion',
    });
  });

  it('defaults the config to the embedded demo API and brand HZT', () => {
    expect(runtimeConfigFromEnv({})).toMatchObject({
      productName: 'Campus',
      brand: 'HZT',
      api: { main: '/api/main' },
    });
  });

  it('sends the security headers, with absolute API and broker origins in connect-src', async () => {
    const config = runtimeConfigFromEnv({
      CAMPUS_API_MAIN_URL: 'https://api.horizonte.example/main',
      CAMPUS_API_NOTIFICATIONS_URL: 'https://api.horizonte.example/notifications',
      CAMPUS_BROKER_URL: 'wss://broker.horizonte.example:15673/ws',
      CAMPUS_IP_LOOKUP_URL: 'https://ip.horizonte.example/json',
      CAMPUS_CONNECTION_TEST_URL: 'https://cdn.horizonte.example/prueba.bmp',
    });
    const app = buildCampusServer({ distDir, demoApi: false, config });
    const response = await app.inject('/');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
        "form-action 'self'; img-src 'self' data: blob: https:; frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.dailymotion.com https://coub.com; style-src 'self' 'unsafe-inline'; " +
        "font-src 'self' data:; connect-src 'self' https://api.horizonte.example wss://broker.horizonte.example:15673 https://ip.horizonte.example https://cdn.horizonte.example",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches fingerprinted assets for a year and revalidates the rest', async () => {
    const app = appOnly();
    const asset = await app.inject('/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/')).headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html and missing files with 404', async () => {
    const app = appOnly();
    const page = await app.inject('/estudiantes/cursos/finalizados?tab=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    expect((await app.inject('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('mounts the demo API under /api, and API 404s stay JSON', async () => {
    const app = buildCampusServer({
      distDir,
      dbFile: ':memory:',
      seed: { students: 5 },
      outboxFile: null,
      jwtSecret: TEST_JWT_SECRET,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      payload: { usuario: 'docente', clave: 'Campus2026' },
    });
    expect(login.statusCode).toBe(200);
    // The poor-connection test's image (spec §9): about 2.7 MB, a real BMP, never cached.
    const image = await app.inject('/api/prueba-conexion');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['content-type']).toBe('image/bmp');
    expect(image.rawPayload.length).toBe(2_700_054);
    expect(image.rawPayload.subarray(0, 2).toString('latin1')).toBe('BM');
    expect((await app.inject('/api/prueba-conexion')).rawPayload.equals(image.rawPayload)).toBe(
      true,
    );
    const missing = await app.inject('/api/main/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messagePublic).toBe('No se encontro la informacion solicitada.');
    await app.close();
  });

  it('refuses to start without a build unless told to serve the API only', async () => {
    expect(() => buildCampusServer({ distDir: join(distDir, 'nope'), demoApi: false })).toThrow(
      /npm run build/,
    );
    const server = await startCampusServer({
      port: 0,
      host: '127.0.0.1',
      serveApp: false,
      demoApi: false,
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/config.json`)).status).toBe(200);
    await server.close();
  });
});

describe('index.html with the runtime config inside', () => {
  it('carries the config as a JSON data block on every client-side route, never as a script to run', async () => {
    const config = runtimeConfigFromEnv({ CAMPUS_PRODUCT_NAME: 'Campus </script><script>x()' });
    const app = buildCampusServer({ distDir, demoApi: false, config });
    for (const url of ['/', '/login', '/estudiantes/cursos', '/index.html']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const block = /<script type="application\/json" id="campus-config">(.*?)<\/script>/.exec(
        response.body,
      );
      expect(block?.[1] && JSON.parse(block[1])).toEqual(config);
      expect(response.body).not.toContain('</script><script>x()');
    }
    expect(renderIndex('<head></head>', config)).toContain('\\u003c/script>');
  });

  it('opens the head with it, before the boot script that reads it', () => {
    const html =
      '<html><head>\n<script type="module" async src="/assets/boot-1.js" data-campus-boot></script>' +
      '<title>Campus</title></head><body><div id="root"></div></body></html>';
    const page = renderIndex(html, runtimeConfigFromEnv({}), ['assets/shell-1.js']);
    const config = page.indexOf('id="campus-config"');
    expect(config).toBeGreaterThan(page.indexOf('<head>'));
    expect(config).toBeLessThan(page.indexOf('data-campus-boot'));
  });
});

describe('route preloads', () => {
  it("announces the chunks of the route being opened, and only that route's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><head><title>Campus</title></head>');
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/login', files: ['assets/LoginPage-1.js', 'assets/text-field-1.js'] },
        { path: '/', files: ['assets/AppShell-1.js'] },
        { path: '/estudiantes/tramites/x/nuevo', files: ['assets/Nuevo-1.js'] },
        { path: '/estudiantes/tramites/x/:id?', files: ['assets/Lista-1.js'] },
        { path: '/superadmin/*', files: ['assets/SuperadminApp-1.js'] },
      ]),
    );
    const app = buildCampusServer({
      distDir: dir,
      demoApi: false,
      config: runtimeConfigFromEnv({}),
    });
    const links = async (url: string) =>
      [
        ...(await app.inject(url)).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);

    expect(await links('/login?redirect=%2F')).toEqual([
      '/assets/LoginPage-1.js',
      '/assets/text-field-1.js',
    ]);
    expect(await links('/')).toEqual(['/assets/AppShell-1.js']);
    expect(await links('/estudiantes/tramites/x/nuevo')).toEqual(['/assets/Nuevo-1.js']);
    expect(await links('/estudiantes/tramites/x/15')).toEqual(['/assets/Lista-1.js']);
    expect(await links('/superadmin/parametro/EVA/show')).toEqual(['/assets/SuperadminApp-1.js']);
    expect(await links('/no/existe')).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('compressed and cached delivery', () => {
  let builtDir: string;
  const script = `console.log(${JSON.stringify('campus '.repeat(400))});`;

  beforeAll(() => {
    builtDir = mkdtempSync(join(tmpdir(), 'campus-dist-'));
    mkdirSync(join(builtDir, 'assets'));
    writeFileSync(
      join(builtDir, 'index.html'),
      '<!doctype html><head><title>Campus</title></head>',
    );
    const asset = join(builtDir, 'assets', 'index-9b2e1f.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
  });
  afterAll(() => rmSync(builtDir, { recursive: true, force: true }));

  const serve = () =>
    buildCampusServer({ distDir: builtDir, demoApi: false, config: runtimeConfigFromEnv({}) });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])('sends the precompressed copy to a browser accepting %s', async (accept, encoding, decode) => {
    const response = await serve().inject({
      url: '/assets/index-9b2e1f.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client accepting no compression', async () => {
    const response = await serve().inject({
      url: '/assets/index-9b2e1f.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('revalidates /config.json and index.html with validators, answering 304 when unchanged', async () => {
    const app = serve();
    const config = await app.inject('/config.json');
    expect(config.headers['cache-control']).toBe('no-cache');
    const configTag = String(config.headers.etag);
    expect(configTag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: '/config.json',
      headers: { 'if-none-match': configTag },
    });
    expect(again.statusCode).toBe(304);

    const page = await app.inject('/estudiantes/cursos');
    expect(page.headers['cache-control']).toBe('no-cache');
    const pageTag = String(page.headers.etag);
    expect(pageTag).not.toBe('undefined');
    const unchanged = await app.inject({
      url: '/estudiantes/cursos',
      headers: { 'if-none-match': pageTag },
    });
    expect(unchanged.statusCode).toBe(304);
  });
});
