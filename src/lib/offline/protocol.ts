/**
 * What the page and the service worker (src/serviceWorker) agree on. Plain constants: both the app
 * bundle and the worker's own bundle import this file.
 */

/** The cache of the user's own API answers kept for reading offline. Deleted on sign-out. */
export const PERSONAL_CACHE = 'campus-personal-v1';

/** The cache of route chunks loaded after the precached ones (fingerprinted: never stale). */
export const ASSETS_CACHE = 'campus-assets-v1';

/**
 * The header the worker adds to a kept answer when it stores it: its presence on an answer the
 * page receives means the network failed and this is the copy, saved at that instant (ISO 8601).
 */
export const SAVED_AT_HEADER = 'x-campus-copia-guardada';

/** Messages the page sends the worker. */
export const SKIP_WAITING = 'campus:skip-waiting';
