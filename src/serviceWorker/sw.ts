/// <reference lib="webworker" />
/**
 * The campus service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js):
 * - precaches the app's first page and the chunks of home, the schedule and the courses, so a
 *   repeat visit starts from the device and those pages open without a network;
 * - keeps other route chunks as they load (fingerprinted, so never stale);
 * - keeps the last copy of the user's own reads listed in personalReads.ts, per user, answering
 *   from it only when the network fails, stamped with the instant it was saved; a copy is stored
 *   only for the session the page marked as current (personalCopies.ts), and a worker that starts
 *   without a live session deletes every copy before it answers anything;
 * - never touches writes: a POST offline fails in the page, which says so and keeps the form.
 * A new version waits until the page asks it to take over (on the next navigation, which then
 * reloads): a page never runs with half its chunks from one build and half from another.
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSETS_CACHE, SKIP_WAITING } from '../lib/offline/protocol';
import { answerPersonalRead, forgetWithoutSession } from './personalCopies';
import { isKeptRead, personalKey } from './personalReads';
import { PUBLIC_PAGES } from './publicPages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const clock = { caches: self.caches, now: () => new Date() };
// Runs each time the worker starts (a browser restart included): see the fetch listener below.
const startedUp = forgetWithoutSession(clock).catch(() => false);

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The worker's own router (not Workbox's default one, which would answer fetches by itself):
// every answer waits for the start-up above.
const router = new Router();
router.registerRoute(new PrecacheRoute(precache));

// Every client-side route is the same page with the config and no user data: the server's
// rendering of '/login' for a public route (no shell's frame to flash before the sign-in form, no
// boot script), of '/' for the others. The first route that matches answers.
router.registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/login'), { allowlist: PUBLIC_PAGES }),
);
router.registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/'), {
    denylist: [/^\/api\//, /^\/config\.json$/, /^\/manifest\.webmanifest$/],
  }),
);

router.registerRoute(
  new Route(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith('/assets/') &&
      request.method === 'GET',
    new CacheFirst({
      cacheName: ASSETS_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
    }),
  ),
);

router.registerRoute(
  new Route(
    ({ request }) => isKeptRead(request, self.location.origin) && personalKey(request) !== null,
    ({ request, event }) =>
      answerPersonalRead(request, personalKey(request)!, {
        ...clock,
        fetch: (read) => fetch(read),
        keep: (work) => event.waitUntil(work),
      }),
  ),
);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  // What no route takes goes to the network as if there were no worker.
  if (!router.findMatchingRoute({ url, sameOrigin, request, event }).route) return;
  event.respondWith(
    startedUp.then(() => router.handleRequest({ request, event }) ?? fetch(request)),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});

// The first install takes the open page at once, so its reads are kept from the first visit; a
// later version only activates when the page asked (see above) or every campus tab has closed.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
