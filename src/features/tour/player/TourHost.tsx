import { lazy, Suspense, useSyncExternalStore } from 'react';
import { current, subscribe } from '@/lib/tour/tourRequests';

// The player (and the tour's data) loads with the first tour asked for, not with every page.
const TourPlayer = lazy(() => import('./TourPlayer'));

/**
 * Plays the tour the mandatory-task flow or the help menu asks for (src/lib/tour/tourRequests),
 * over whatever page is open. Mounted once in the shell.
 */
export default function TourHost() {
  const request = useSyncExternalStore(subscribe, current);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <TourPlayer key={request.codeConfig} request={request} />
    </Suspense>
  );
}
