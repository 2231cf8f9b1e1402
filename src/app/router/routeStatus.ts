import type { AppRoute } from '@/routes';
import { isMount, servedRoutes } from './mounts';
import type { RouteSet } from './RouteSet';

export interface RouteStatus {
  /** Routes with a screen: bound to a page, built inside an admin app, or forwarding elsewhere. */
  built: AppRoute[];
  /** Routes with none yet: they show the under-construction page. */
  underConstruction: AppRoute[];
}

/**
 * Which screens of spec §2 are built, read from the bindings and from what the admin apps say
 * they answer (`appScreens`, route names): no list kept by hand.
 */
export function routeStatus(
  sets: readonly RouteSet[],
  appScreens: ReadonlySet<string>,
): RouteStatus {
  const isBuilt = (set: RouteSet, served: ReadonlySet<AppRoute>) => (route: AppRoute) =>
    route.redirectTo !== undefined ||
    (served.has(route) ? appScreens.has(route.name) : set.bindings.has(route.name));
  const status: RouteStatus = { built: [], underConstruction: [] };
  for (const set of sets) {
    const built = isBuilt(set, new Set([...servedRoutes(set).values()].flat()));
    // A splat route is no screen of spec §2; the routes it serves are.
    for (const route of set.routes.filter((candidate) => !isMount(candidate))) {
      (built(route) ? status.built : status.underConstruction).push(route);
    }
  }
  return status;
}
