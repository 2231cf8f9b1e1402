import { useContext, useEffect } from 'react';
import { Outlet, UNSAFE_DataRouterContext } from 'react-router';
import { getRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { pageTitle } from '@/routes';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * When the session ends outside a navigation (a 401, a logout in another tab), the guard runs
 * again for the page on screen, which sends the user to the login page.
 */
function useGuardOnSessionEnd() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router) return;
    let hadToken = sessionStore.getState().token !== null;
    return sessionStore.subscribe(() => {
      const hasToken = sessionStore.getState().token !== null;
      // During a navigation the guard is already running: the sign-out is its own doing. Read
      // from the router at this moment: a value a render copied can be a render behind.
      const navigating = router.state.navigation.state !== 'idle';
      if (hadToken && !hasToken && !navigating) void router.revalidate();
      hadToken = hasToken;
    });
  }, [router]);
}

/** Root of the app: names the tab after the route shown (spec §2 page title). */
export default function RootLayout() {
  useGuardOnSessionEnd();
  const current = useCurrentRoute();
  const title = current
    ? pageTitle(getRuntimeConfig().productName, current.route.title, current.params)
    : null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return <Outlet />;
}
