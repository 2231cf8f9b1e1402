import type { createBrowserRouter } from 'react-router';
import { sessionStore } from '@/lib/session';
import { deletePersonalCopies } from './personalCopies';
import { SKIP_WAITING } from './protocol';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** A completed navigation to another address of the app. */
function onNavigation(router: Pick<AppRouter, 'state' | 'subscribe'>, listener: () => void): void {
  let shown = router.state.location;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location === shown) return;
    shown = state.location;
    listener();
  });
}

/**
 * Registers the campus service worker (dist/sw.js, src/serviceWorker) and, with it:
 * - a new version applies at the next navigation: the waiting worker takes over and the page
 *   reloads at the address it was going to, so no page mixes chunks of two builds; checked again
 *   each time the campus comes back to the foreground (a phone keeps a tab for days);
 * - signing out deletes the user's saved copies.
 */
export async function registerServiceWorker(router: Pick<AppRouter, 'state' | 'subscribe'>) {
  sessionStore.onSignOut(() => void deletePersonalCopies());
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register('/sw.js', { scope: '/' });
  let takingOver = false;
  serviceWorker.addEventListener('controllerchange', () => {
    // The first install also takes control (clients.claim): only a requested takeover reloads.
    if (takingOver) window.location.reload();
  });
  onNavigation(router, () => {
    if (takingOver || !registration.waiting || !serviceWorker.controller) return;
    takingOver = true;
    registration.waiting.postMessage(SKIP_WAITING);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
