import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './scripts/bootScriptPlugin.ts';
import { chunkStats } from './scripts/chunkStatsPlugin.ts';
import { firstScreenGroup, folderGroup } from './scripts/firstScreenChunk.ts';
import { precompress } from './scripts/precompressPlugin.ts';
import { routePreloads } from './scripts/routePreloadsPlugin.ts';
import { serviceWorker } from './scripts/serviceWorkerPlugin.ts';
import { unitProjects } from './src/test/unitProjects.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const { version } = JSON.parse(readFileSync(fromRoot('./package.json'), 'utf8')) as {
  version: string;
};

/** The chunks of the lazy react-admin apps (/superadmin/*, /admin/*). */
const ADMIN_APPS = /(^|\/)(Superadmin|Admin)App-[\w-]+\.js$/;
/** The toasts' host: the entry imports it, and its imports sit in the signed-in chunks. */
const TOAST_HOST = /(^|\/)ToastHost-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), bootScript(), chunkStats(), routePreloads(), precompress(), serviceWorker()],
  resolve: {
    alias: [
      { find: '@generated', replacement: fromRoot('./generated') },
      { find: '@', replacement: fromRoot('./src') },
      // react-router's package exports only its development build (warnings and checks kept);
      // production builds take the production one. One copy still: react-admin (through
      // react-router-dom and its 'react-router/dom') resolves here too.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` runs the demo API beside Vite (scripts/dev.mjs).
    proxy: { '/api': { target: 'http://127.0.0.1:5174', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      // Every browser the campus supports preloads modules natively.
      polyfill: false,
      // The react-admin apps' dozens of chunks would be listed in the entry every visitor loads
      // (and grow with each admin screen). Opened directly, the server already sends them with
      // the page (routePreloads); reached from another page, the app's chunk asks for its own
      // imports one round-trip later.
      // The first toast's host likewise: the icons and snackbar it imports sit in the shell's and
      // home's chunks, whose names the entry, /login's too, would otherwise carry (issue 36).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && (ADMIN_APPS.test(filename) || TOAST_HOST.test(filename)) ? [] : deps,
    },
    rolldownOptions: {
      // Our index.ts files only re-export. Marked so, importing one name from a barrel no longer
      // places its siblings' modules (and their imports) in the importer's chunk.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/].+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: {
        // Everything the entry imports statically runs on every visit. Left alone, rolldown splits
        // it into one chunk per set of lazy pages that share it; one chunk compresses as a whole.
        codeSplitting: {
          groups: [
            // The boot script stays its own small entry, importing nothing (bootScriptPlugin.ts).
            {
              name: 'index',
              tags: ['$initial'],
              test: (id: string) => !/[\\/]src[\\/]boot[\\/]/.test(id),
              priority: 2,
            },
            // The library's text field with the MUI pieces under it: the sign-in pages need them
            // together, and one chunk compresses better than the dozen small ones rolldown makes.
            {
              name: 'text-field',
              test: (id: string) =>
                /[\\/]src[\\/]ui[\\/]TextField[\\/]/.test(id) && !id.includes('.demo.'),
              priority: 1,
            },
            // The HTTP layer, the sign-in calls and the query library under them: both the sign-in
            // page and the shell need them. Kept apart, the shell below does not capture them, so
            // /login never downloads the shell (nor the shell the sign-in form).
            // Uploads (with their progress) load when a file is sent, the invalidation maps after
            // the first mutation that succeeds, and the paged lists' helper with those lists:
            // none with the sign-in.
            {
              name: 'http',
              test: (id: string) =>
                /[\\/](src[\\/]lib[\\/]http|generated[\\/]main[\\/]endpoints[\\/]auth)[\\/]/.test(
                  id,
                ) && !/(uploadWithProgress|paging|[\\/]invalidations)\.ts$/.test(id),
              priority: 1,
            },
            // The sign-in page with the rest of what it needs (the sign-in frame and its plain
            // form, which the password pages share): one request.
            {
              name: 'login',
              test: /[\\/]src[\\/]features[\\/]auth[\\/]login[\\/]LoginPage\.tsx$/,
              priority: 1,
            },
            // The signed-in shell with every MUI piece under it (menus, drawers, dialogs, popovers,
            // icons): every signed-in page waits for all of it, and as one chunk it is one request
            // instead of some fifty small ones, each a round trip on a phone's network.
            folderGroup('shell', /[\\/]src[\\/]app[\\/]shell[\\/]/),
            // What home's page shares with other pages, in one request (firstScreenChunk.ts).
            firstScreenGroup(
              'home-shared',
              fromRoot('./src/features/feed/home/FeedPage.tsx'),
              fromRoot('./src/features/feed/'),
            ),
          ],
        },
      },
    },
  },
  test: {
    globals: false,
    pool: 'threads',
    // A limit on a test's wall time only catches a hang; vitest's 5 s (10 s for hooks) failed
    // correct tests whenever the two cores were busy (the notifications page's paging test takes
    // 1.6 s alone and took 27 s beside four busy loops). Waits inside a test return as soon as
    // they can (asyncUtilTimeout, src/test/setup.ts), and tests about time move a fake clock.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest leaves a core to its main process by default: one worker on CI's two cores. The main
    // process only collects results, and a worker on each core ran the unit step in 126 s instead
    // of 220 s on this machine.
    maxWorkers: availableParallelism(),
    // react-admin's packages would load as CommonJS beside the app's ESM react-router: two
    // router contexts, and <Admin> would not see the app's router. Vite processes them instead.
    server: { deps: { inline: [/\/(react-admin|ra-[a-z-]+)\//] } },
    // react-router-dom only re-exports react-router; outside the bundler Node would load a second
    // copy of it for react-admin.
    alias: { 'react-router-dom': 'react-router' },
    // `npm run test:unit` runs them all; `vitest run --project app` one of them.
    projects: [
      ...unitProjects('app', 'jsdom', ['src/**/*.test.{ts,tsx}']),
      // The demo API and the scripts: Node, their own servers and databases, no browser globals.
      ...unitProjects('node', 'node', [
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'deploy/**/*.test.ts',
      ]),
    ],
  },
}));
