import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/**
 * The routes whose chunks the service worker precaches: what a student or a teacher opens most
 * (home, the schedule, the courses, a course and its grades) starts from the device and opens
 * offline. Other chunks are kept as they load: precaching all 400 (1.3 MB) would spend a
 * student's prepaid data on the admin apps on every deploy.
 */
export const PRECACHED_ROUTES = [
  '/',
  '/login',
  '/estudiantes/horario/:slug',
  '/estudiantes/cursos',
  '/estudiantes/cursos/:slug/:slug2?',
  '/estudiantes/cursos/avance-curricular/historial-notas/:slug/:slug2?/:slug3?/:slug4?/:slug5?',
  '/docentes/cursos',
  '/docentes/cursos/:slug/:slug2?',
] as const;

interface RoutePreload {
  path: string;
  files: string[];
}

interface ChunkStat {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

const readJson = <T>(file: string, fallback: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;

/**
 * What the entry and the shell load on demand (the toast host, the invalidation maps, the shell's
 * dialogs and alerts, the public pages): offline, a toast whose chunk cannot load would take the
 * whole page down with it.
 */
export function lazyChunksOfShell(chunks: ChunkStat[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  // With the chunks each of them imports in turn: one missing import fails the whole import().
  const add = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) add(imported);
  };
  chunks
    .filter((chunk) => chunk.isEntry || /^assets\/shell-[\w-]+\.js$/.test(chunk.fileName))
    .flatMap((chunk) => chunk.dynamicImports)
    .forEach(add);
  return [...found];
}

/** The files index.html loads itself: the entry, its modulepreloads and stylesheets. */
export function filesOfIndex(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * Keeps the precache to index.html's own files, the chunks of PRECACHED_ROUTES and what the entry
 * and the shell load on demand, and adds the server's renderings of '/' (the page every signed-in
 * route loads) and '/login' (every public route's) under the build's fingerprint.
 */
export function precacheTransform(outDir: string): ManifestTransform {
  return (entries) => {
    const indexFile = join(outDir, 'index.html');
    // Rolldown runs the worker's build even after the app's failed: let the app's error show.
    if (!existsSync(indexFile)) return { manifest: entries, warnings: ['No index.html built'] };
    const html = readFileSync(indexFile, 'utf8');
    const routes = readJson<RoutePreload[]>(join(outDir, 'route-preloads.json'), []);
    const chunks = readJson<ChunkStat[]>(join(outDir, 'chunk-stats.json'), []);
    const wanted = new Set([
      ...filesOfIndex(html),
      ...lazyChunksOfShell(chunks),
      ...routes
        .filter((route) => (PRECACHED_ROUTES as readonly string[]).includes(route.path))
        .flatMap((route) => route.files),
    ]);
    const kept = entries.filter((entry) => wanted.has(entry.url) || entry.url.endsWith('.css'));
    const revision = createHash('sha256').update(html).digest('hex').slice(0, 16);
    // The server renders a public page without the shell's frame and the boot script: the worker
    // answers the public routes with that rendering, the others with '/'.
    const pages = ['/', '/login'].map((url) => ({ url, revision, size: html.length }));
    return { manifest: [...kept, ...pages], warnings: [] };
  };
}

/** vite-plugin-pwa building src/serviceWorker/sw.ts into dist/sw.js; the app registers it itself. */
export function serviceWorker(outDir = 'dist') {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker',
    filename: 'sw.ts',
    injectRegister: false,
    // Each deployment's brand has its own manifest, served beside the config (mocks/server).
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,woff2}', 'favicon.svg'],
      manifestTransforms: [precacheTransform(outDir)],
      // The budget for one file: the largest route chunks are below it.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
