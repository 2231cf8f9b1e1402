import { useMatches, type Params } from 'react-router';
import type { AppRoute } from './defineRoutes';

/** What each table route carries in its react-router `handle`. */
export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table route being shown and its parameters; null on paths outside the table. */
export function useCurrentRoute(): { route: AppRoute; params: Params } | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle))
      return { route: match.handle.route, params: match.params };
  }
  return null;
}
