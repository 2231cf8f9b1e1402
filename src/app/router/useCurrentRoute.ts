import { matchPath, useLocation, useMatches, type Params } from 'react-router';
import type { AppRoute } from '@/routes';

/** What each table route carries in its react-router `handle`. */
export interface RouteHandle {
  route: AppRoute;
  /** An admin app's splat route: the table routes its own router answers. */
  served?: readonly AppRoute[];
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/**
 * Inside an admin app's splat route, the table route it is serving: the longest path that
 * starts the URL ('/superadmin/parametro/create' is still 'Parámetros').
 */
function servedRoute(
  mount: AppRoute,
  served: readonly AppRoute[],
  pathname: string,
): { route: AppRoute; params: Params } {
  let best: { route: AppRoute; params: Params } = { route: mount, params: {} };
  for (const route of served) {
    const match = matchPath({ path: route.path, end: false }, pathname);
    if (match && (best.route === mount || route.path.length > best.route.path.length)) {
      best = { route, params: match.params };
    }
  }
  return best;
}

/** The table route being shown and its parameters; null on paths outside the table. */
export function useCurrentRoute(): { route: AppRoute; params: Params } | null {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) {
      const { route, served } = match.handle;
      return served ? servedRoute(route, served, pathname) : { route, params: match.params };
    }
  }
  return null;
}
