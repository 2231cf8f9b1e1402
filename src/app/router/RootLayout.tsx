import { useEffect, useRef } from 'react';
import { Outlet, useNavigation, useRevalidator } from 'react-router';
import { getRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { pageTitle } from '@/routes';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * When the session ends outside a navigation (a 401, a logout in another tab), the guard runs
 * again for the page on screen, which sends the user to the login page.
 */
function useGuardOnSessionEnd() {
  const { revalidate } = useRevalidator();
  const navigating = useNavigation().state !== 'idle';
  const navigatingRef = useRef(navigating);
  useEffect(() => {
    navigatingRef.current = navigating;
  }, [navigating]);
  useEffect(() => {
    let hadToken = sessionStore.getState().token !== null;
    return sessionStore.subscribe(() => {
      const hasToken = sessionStore.getState().token !== null;
      // During a navigation the guard is already running: the sign-out is its own doing.
      if (hadToken && !hasToken && !navigatingRef.current) void revalidate();
      hadToken = hasToken;
    });
  }, [revalidate]);
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
