import { useContext, useEffect } from 'react';
import { Outlet, UNSAFE_DataRouterContext } from 'react-router';
import { getRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { routePageTitle } from '@/routes';
import RouteAnnouncer from './RouteAnnouncer';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * When the session ends (a 401, a logout in another tab), the guard runs again for the page on
 * screen, which sends the user to the login page. An end during a navigation (a loader's request
 * refused, the server having ended the session) waits for it to settle: the guard of that
 * navigation ran before the refusal.
 */
function useGuardOnSessionEnd() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    let hadToken = sessionStore.getState().token !== null;
    // Ended before this mounted: a request of the first navigation was refused.
    let ended = sessionStore.getState().endReason !== null;
    const guardIfSettled = () => {
      // Read from the router at this moment: a value a render copied can be a render behind.
      if (!ended || router.state.navigation.state !== 'idle') return;
      ended = false;
      void router.revalidate();
    };
    const stopSession = sessionStore.subscribe(() => {
      const hasToken = sessionStore.getState().token !== null;
      if (hadToken && !hasToken) ended = true;
      hadToken = hasToken;
      guardIfSettled();
    });
    const stopRouter = router.subscribe(guardIfSettled);
    guardIfSettled();
    return () => {
      stopSession();
      stopRouter();
    };
  }, [router]);
}

/**
 * Root of the app: names the tab after the route shown (spec §2 page title) and, after each
 * navigation, announces it and moves focus to the new page's heading (a new signed-in page opens
 * at its top: the shell's useTopOfNewPage).
 */
export default function RootLayout() {
  useGuardOnSessionEnd();
  const current = useCurrentRoute();
  const title = current
    ? routePageTitle(getRuntimeConfig().productName, current.route, current.params)
    : null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return (
    <>
      <Outlet />
      <RouteAnnouncer title={title} />
    </>
  );
}
