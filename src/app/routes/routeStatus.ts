import type { AppRoute } from './defineRoutes';
import { builtPages } from './pages';
import { allRoutes } from './paths';

const isBuilt = (route: AppRoute) => route.name in builtPages || route.redirectTo !== undefined;

/** Routes with their screen built (redirects included), for the README. */
export const builtRoutes: readonly AppRoute[] = allRoutes.filter(isBuilt);

/** Routes that show the under-construction page for now. */
export const underConstructionRoutes: readonly AppRoute[] = allRoutes.filter(
  (route) => !isBuilt(route),
);
