// Renders the nginx deployment of a build at deploy time, from the environment:
//   node deploy/nginx/render.ts --dist /srv/campus/dist --out /etc/campus --listen 80 \
//     --upstream http://127.0.0.1:8080
// The runtime config comes from the same CAMPUS_* variables `npm start` reads (README,
// "Deploying"). Writes into --out: campus.conf (include it inside nginx's `http { }`),
// headers.conf, pages.map, config.json and pages/ (index.html once per set of route chunks,
// with its .br and .gz copies).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MAX_UPLOAD_BYTES } from '../../mocks/api/files/fileRules.ts';
import { routePreloadPatterns } from '../../mocks/server/routePreloads.ts';
import { runtimeConfigFromEnv, type RuntimeConfig } from '../../mocks/server/runtimeConfig.ts';
import { securityHeaders } from '../../mocks/server/securityHeaders.ts';
import { renderIndex } from '../../mocks/server/renderIndex.ts';
import { appIcon, webManifest } from '../../mocks/server/webManifest.ts';
import { writeCompressedCopies } from '../../scripts/compressedCopies.ts';

export interface NginxDeployment {
  /** The production build (`npm run build`). */
  distDir: string;
  /** Where the rendered files go; nginx reads them from there. */
  outDir: string;
  /** nginx's `listen` value: a port, or address:port. */
  listen: string;
  /** The backend's base URL; /api/* is passed on to it unchanged. */
  upstream: string;
  config?: RuntimeConfig;
}

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'campus.conf');

/** nginx strings are double-quoted; a quote or backslash inside must be escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function writePages(distDir: string, outDir: string, config: RuntimeConfig): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pagesDir = join(outDir, 'pages');
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  // One page per distinct set of chunks: a few dozen routes share each.
  const pageFor = new Map<string, string>();
  const render = (files: string[]) => {
    const key = files.join(' ');
    let name = pageFor.get(key);
    if (!name) {
      const body = renderIndex(html, config, files);
      name = `/${createHash('sha256').update(body).digest('hex').slice(0, 16)}.html`;
      writeFileSync(join(pagesDir, name), body);
      writeCompressedCopies(join(pagesDir, name), body);
      pageFor.set(key, name);
    }
    return name;
  };
  // Most specific first: nginx's map takes the first regular expression that matches.
  const lines = routePreloadPatterns(distDir).map(
    ({ source, files }) => `${quoted(`~*${source}`)} ${render(files)};`,
  );
  return [`default ${render([])};`, ...lines];
}

/** Writes everything nginx needs for one environment; returns the path of campus.conf. */
export function renderNginxDeployment(deployment: NginxDeployment): string {
  const { listen, upstream } = deployment;
  const distDir = resolve(deployment.distDir);
  const outDir = resolve(deployment.outDir);
  const config = deployment.config ?? runtimeConfigFromEnv();
  if (!/^https?:\/\/[^/\s;]+\/?$/.test(upstream)) {
    throw new Error(
      `--upstream must be a base URL such as http://127.0.0.1:8080, not '${upstream}'.`,
    );
  }
  mkdirSync(outDir, { recursive: true });

  writeFileSync(join(outDir, 'pages.map'), `${writePages(distDir, outDir, config).join('\n')}\n`);
  // The same copy the app reads from index.html, for static hosts and older clients.
  writeFileSync(join(outDir, 'config.json'), JSON.stringify(config));
  writeFileSync(join(outDir, 'manifest.webmanifest'), webManifest(config));
  writeFileSync(join(outDir, 'app-icon.svg'), appIcon(config));
  // The same security headers as npm start, on every answer (`always`: errors too).
  const headers = Object.entries(securityHeaders(config)).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  );
  writeFileSync(join(outDir, 'headers.conf'), `${headers.join('\n')}\n`);

  const values: Record<string, string> = {
    OUT_DIR: outDir,
    DIST_DIR: distDir,
    LISTEN: listen,
    UPSTREAM: upstream.replace(/\/$/, ''),
    MAX_BODY: `${Math.ceil(MAX_UPLOAD_BYTES / 1024 / 1024) + 1}m`,
  };
  const conf = readFileSync(TEMPLATE, 'utf8').replace(/@([A-Z_]+)@/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`campus.conf names an unknown value @${name}@.`);
    return value;
  });
  const confFile = join(outDir, 'campus.conf');
  writeFileSync(confFile, conf);
  return confFile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      out: { type: 'string' },
      listen: { type: 'string', default: '80' },
      upstream: { type: 'string', default: process.env.CAMPUS_API_UPSTREAM },
    },
  });
  if (!values.out || !values.upstream) {
    console.error(
      'Usage: node deploy/nginx/render.ts --out DIR --upstream URL [--dist dist] [--listen 80]',
    );
    process.exit(2);
  }
  const confFile = renderNginxDeployment({
    distDir: values.dist,
    outDir: values.out,
    listen: values.listen,
    upstream: values.upstream,
  });
  console.log(`Rendered ${confFile}: include it inside nginx's http { } and reload nginx.`);
}
