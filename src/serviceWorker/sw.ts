/// <reference lib="webworker" />
/**
 * The campus service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js):
 * - precaches the app's first page and the chunks of home, the schedule and the courses, so a
 *   repeat visit starts from the device and those pages open without a network;
 * - keeps other route chunks as they load (fingerprinted, so never stale);
 * - keeps the last copy of the user's own reads listed in personalReads.ts, per user, answering
 *   from it only when the network fails, stamped with the instant it was saved;
 * - never touches writes: a POST offline fails in the page, which says so and keeps the form.
 * A new version waits until the page asks it to take over (on the next navigation, which then
 * reloads): a page never runs with half its chunks from one build and half from another.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  ASSETS_CACHE,
  PERSONAL_CACHE,
  SAVED_AT_HEADER,
  SKIP_WAITING,
} from '../lib/offline/protocol';
import { isKeptRead, personalKey, stamped } from './personalReads';
import { PUBLIC_PAGES } from './publicPages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client-side route is the same page with the config and no user data: the server's
// rendering of '/login' for a public route (no shell's frame to flash before the sign-in form, no
// boot script), of '/' for the others. The first route that matches answers.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/login'), { allowlist: PUBLIC_PAGES }));
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/'), {
    denylist: [/^\/api\//, /^\/config\.json$/, /^\/manifest\.webmanifest$/],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request }) => isKeptRead(request, self.location.origin) && personalKey(request) !== null,
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => personalKey(request) ?? request,
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 ? stamped(response, new Date(), SAVED_AT_HEADER) : null,
      },
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});

// The first install takes the open page at once, so its reads are kept from the first visit; a
// later version only activates when the page asked (see above) or every campus tab has closed.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
