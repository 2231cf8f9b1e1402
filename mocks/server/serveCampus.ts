import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { demoApiPlugin } from '../api/demoApiPlugin.ts';
import { sendNotFound } from '../api/errorHandler.ts';
import type { DemoApiOptions } from '../api/options.ts';
import { demoServerOptions } from '../api/serverOptions.ts';
import { CONNECTION_TEST_PATH, connectionTestImage } from './connectionTestImage.ts';
import { routePreloadsFrom } from './routePreloads.ts';
import { renderIndex } from './renderIndex.ts';
import { runtimeConfigFromEnv, type RuntimeConfig } from './runtimeConfig.ts';
import { securityHeaders } from './securityHeaders.ts';
import { APP_ICON_PATH, appIcon, MANIFEST_PATH, webManifest } from './webManifest.ts';

/** Besides its own, the demo API's options: dbFile, seed, jwtSecret, tokenTtlSeconds, outboxFile... */
export interface CampusServerOptions extends DemoApiOptions {
  /** @default 5173 */
  port?: number;
  /** @default 'localhost' */
  host?: string;
  /** Serve the production build (false: API only, as behind Vite's dev server). @default true */
  serveApp?: boolean;
  /** Folder of the production build. @default 'dist' */
  distDir?: string;
  /** Mount the demo API under /api. @default env CAMPUS_DEMO_API !== '0' */
  demoApi?: boolean;
  /** `/config.json`. @default built from the CAMPUS_* environment variables */
  config?: RuntimeConfig;
  /** @default false */
  logger?: FastifyServerOptions['logger'];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A strong validator for a body made here: same bytes, same tag. */
const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string, tag: string) {
  reply.header('cache-control', REVALIDATE).header('etag', tag);
  if (request.headers['if-none-match'] === tag) return reply.code(304).send();
  return reply.send(body);
}

function serveBuild(app: FastifyInstance, distDir: string, config: RuntimeConfig): void {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`No build in ${root}: run 'npm run build' first, or pass serveApp: false.`);
  }
  const html = readFileSync(indexFile, 'utf8');
  const preloadsOf = routePreloadsFrom(root);
  // One rendering per set of chunks (a few dozen routes share each), made on first request.
  const rendered = new Map<string, { body: string; tag: string }>();
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const preloads = preloadsOf(request.url.split('?')[0] ?? '/');
    const key = preloads.join(' ');
    let page = rendered.get(key);
    if (!page) {
      const body = renderIndex(html, config, preloads);
      page = { body, tag: etagOf(body) };
      rendered.set(key, page);
    }
    return sendRevalidated(request, reply.type('text/html; charset=utf-8'), page.body, page.tag);
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.register(fastifyStatic, {
    root,
    // '/' and every client-side route get the rendered index (with the config), not the file.
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each text file (scripts/precompressPlugin.ts): the best
    // one the browser accepts goes out as it is, with Vary: Accept-Encoding.
    preCompressed: true,
    // Vite fingerprints everything under /assets, so those never change; the rest must revalidate.
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(join(root, 'assets', '/')) ? IMMUTABLE : REVALIDATE,
      );
    },
  });
  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    // The static wildcard route catches every GET, the API's included.
    if (path.startsWith('/api/')) return sendNotFound(request, reply);
    // Client-side routes (spec §2) all load the SPA; a missing file is a real 404.
    if (['GET', 'HEAD'].includes(request.method) && extname(path) === '')
      return sendIndex(request, reply);
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('No se encontró el recurso solicitado.');
  });
}

/** The campus server without listening: SPA, `/config.json` and, optionally, the demo API. */
export function buildCampusServer(
  options: Omit<CampusServerOptions, 'port' | 'host'> = {},
): FastifyInstance {
  const {
    serveApp = true,
    distDir = 'dist',
    demoApi,
    config = runtimeConfigFromEnv(),
    logger = false,
    ...api
  } = options;
  const headers = securityHeaders(config);
  // Behind a proxy (deploy/nginx), the client's address comes from X-Forwarded-For, trusted only
  // from the proxies named: sign-in limits and live connection caps count per client address.
  const proxies = process.env.CAMPUS_TRUST_PROXY?.split(',').map((proxy) => proxy.trim());
  const app = Fastify({ ...demoServerOptions, logger, trustProxy: proxies ?? false });
  // The site's headers fill in what a route left unset: a download's own policy
  // (`default-src 'none'; sandbox`, so a stored file never runs as a page of this origin) stays.
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
  });
  // Revalidated on every load (a deploy changes it at once), cheaply: same config, same ETag, 304.
  // The app reads the copy inside index.html; this one serves static hosts and the dev server.
  const configJson = JSON.stringify(config);
  const configTag = etagOf(configJson);
  app.get('/config.json', (request, reply) =>
    sendRevalidated(request, reply.type('application/json; charset=utf-8'), configJson, configTag),
  );
  // The brand's manifest and icon, made from the same config (installable app, spec §1 brands).
  const manifest = webManifest(config);
  const manifestTag = etagOf(manifest);
  app.get(MANIFEST_PATH, (request, reply) =>
    sendRevalidated(request, reply.type('application/manifest+json'), manifest, manifestTag),
  );
  const icon = appIcon(config);
  const iconTag = etagOf(icon);
  app.get(APP_ICON_PATH, (request, reply) =>
    sendRevalidated(request, reply.type('image/svg+xml'), icon, iconTag),
  );
  if (demoApi ?? process.env.CAMPUS_DEMO_API !== '0') {
    app.register(demoApiPlugin, { ...api, siteHeaders: headers, prefix: '/api' });
    // Stands in for the outside address lookup a teacher's attendance mark asks first (spec §7).
    app.get('/api/ip', (request, reply) =>
      reply.header('cache-control', 'no-store').send({ ip: request.ip }),
    );
    // The poor-connection test's image (spec §9), never cached: each download measures the line.
    const testImage = connectionTestImage();
    app.get(CONNECTION_TEST_PATH, (_request, reply) =>
      reply.header('cache-control', 'no-store').type('image/bmp').send(testImage),
    );
  }
  if (serveApp) serveBuild(app, distDir, config);
  return app;
}

export interface CampusServer {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** Builds the campus server and listens; resolves once the database is ready and the port open. */
export async function startCampusServer(options: CampusServerOptions = {}): Promise<CampusServer> {
  const { port = 5173, host = 'localhost', ...rest } = options;
  const app = buildCampusServer(rest);
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return { app, url: `http://${shownHost}:${boundPort}`, close: () => app.close() };
}
