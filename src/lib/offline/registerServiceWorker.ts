import { SKIP_WAITING } from './protocol';

/**
 * Registers the campus service worker (dist/sw.js, src/serviceWorker). Its personal copies end
 * with the session from the page's start, registered or not (personalCopies.ts, wired in main.tsx).
 * With it:
 * - a new version is looked for each time the campus comes back to the foreground (a phone keeps
 *   a tab for days), and applies at the next navigation: the returned function, called after
 *   each one, lets the waiting worker take over and reloads the page at the address it went to,
 *   so no page mixes chunks of two builds.
 */
export async function registerServiceWorker(): Promise<() => void> {
  const { serviceWorker } = navigator;
  const registration: ServiceWorkerRegistration | undefined = await serviceWorker.register(
    '/sw.js',
    {
      scope: '/',
    },
  );
  // A browser that blocks workers (some privacy settings, test browsers) may answer with nothing.
  if (!registration) return () => undefined;
  let takingOver = false;
  serviceWorker.addEventListener('controllerchange', () => {
    // The first install also takes control (clients.claim): only a requested takeover reloads.
    if (takingOver) window.location.reload();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
  return () => {
    if (takingOver || !registration.waiting || !serviceWorker.controller) return;
    takingOver = true;
    registration.waiting.postMessage(SKIP_WAITING);
  };
}
