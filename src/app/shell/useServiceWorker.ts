import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The service worker, for signed-in visits only (production builds): their pages are the ones
 * kept for offline reading, and the sign-in page's bundle stays without it. A new version
 * applies at the next navigation (registerServiceWorker).
 */
export function useServiceWorker(): void {
  const navigated = useRef<(() => void) | null>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    import('@/lib/offline/registerServiceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .then((onNavigation) => {
        navigated.current = onNavigation;
      })
      // A browser that refuses the worker still has the whole campus, without offline copies.
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  }, []);
  useEffect(() => {
    navigated.current?.();
  }, [key]);
}
