import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '@/lib/scheduling';

/** After the page has loaded, when the main thread is free (or 10 s later at the latest). */
function whenIdleAfterLoad(work: () => void): () => void {
  let cancel: (() => void) | undefined;
  const schedule = () => {
    cancel = whenIdle(work);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel?.();
  };
}

/**
 * The service worker, for signed-in visits only (production builds): their pages are the ones
 * kept for offline reading, and the sign-in page's bundle stays without it. It registers once the
 * first screen is done (the page loaded, no request in flight, the main thread idle): its
 * precaching must not compete with the first screen's own requests. A new version applies at the
 * next navigation (registerServiceWorker).
 */
export function useServiceWorker(): void {
  const navigated = useRef<(() => void) | null>(null);
  const { key } = useLocation();
  const scheduled = useRef<(() => void) | null>(null);
  const fetching = useIsFetching();
  useEffect(() => {
    const supported = import.meta.env.PROD && 'serviceWorker' in navigator;
    if (fetching > 0 || scheduled.current || !supported) return;
    scheduled.current = whenIdleAfterLoad(() => {
      import('@/lib/offline/registerServiceWorker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .then((onNavigation) => {
          navigated.current = onNavigation;
        })
        // A browser that refuses the worker still has the whole campus, without offline copies.
        .catch((error: unknown) => console.warn('Service worker not registered', error));
    });
  }, [fetching]);
  useEffect(() => () => scheduled.current?.(), []);
  useEffect(() => {
    navigated.current?.();
  }, [key]);
}
