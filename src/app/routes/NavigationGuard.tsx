import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getRuntimeConfig } from '@/lib/config';
import { useLoadedParameters } from '@/lib/parameters';
import { sessionStore, useSession } from '@/lib/session';
import { resolveNavigation, type NavigationRequest } from './guards';
import PageLoader from './PageLoader';
import { pageTitle } from './pageTitle';
import { useCurrentRoute } from './useCurrentRoute';

// Only signed-in routes depend on parameters: the query code that fetches them loads with the
// first such route (or with the shell), not with the sign-in pages.
const ParametersLoader = lazy(() => import('./ParametersLoader'));

function decide(request: Omit<NavigationRequest, 'nowMs'>) {
  return resolveNavigation({ ...request, nowMs: Date.now() });
}

/** Root of the app: checks the session and role on every navigation (spec §4, §6) and sets the title. */
export default function NavigationGuard() {
  const current = useCurrentRoute();
  const { pathname, search } = useLocation();
  const session = useSession();
  const parameters = useLoadedParameters();
  // The last URL the user was allowed on: where a wrong-role visit goes back to (spec §6).
  const [previousPath, setPreviousPath] = useState<string | null>(null);
  const url = `${pathname}${search}`;

  const decision = current
    ? decide({
        route: current.route,
        session,
        parameters,
        previousPath,
        pathname,
        search,
      })
    : null;

  const endSession = decision !== null && 'endSession' in decision && decision.endSession === true;
  useEffect(() => {
    if (endSession) sessionStore.signOut();
  }, [endSession]);

  const onPublicPage = current?.route.guard === 'public' && decision?.kind === 'allow';
  useEffect(() => {
    if (onPublicPage && session.endReason !== null) sessionStore.acknowledgeSignOut();
  }, [onPublicPage, session.endReason]);

  const allowedTitle =
    current && decision?.kind === 'allow'
      ? pageTitle(getRuntimeConfig().productName, current.route.title, current.params)
      : null;
  if (decision?.kind === 'allow' && previousPath !== url) setPreviousPath(url);
  useEffect(() => {
    if (allowedTitle !== null) document.title = allowedTitle;
  }, [allowedTitle]);

  if (decision?.kind === 'pending') {
    return (
      <Suspense fallback={<PageLoader />}>
        <ParametersLoader />
      </Suspense>
    );
  }
  if (decision?.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
