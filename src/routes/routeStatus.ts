import type { AppRoute } from './defineRoutes';
import { allRoutes } from './paths';

// An admin app's splat route is no screen of spec §2; the paths it serves (`within`) are.
const isMount = (route: AppRoute) => route.path.endsWith('/*');
const isBuilt = (route: AppRoute) =>
  route.page !== undefined || route.redirectTo !== undefined || route.within !== undefined;

const screens = allRoutes.filter((route) => !isMount(route));

/** Routes with their screen built (redirects included), for the README. */
export const builtRoutes: readonly AppRoute[] = screens.filter(isBuilt);

/** Routes that show the under-construction page for now. */
export const underConstructionRoutes: readonly AppRoute[] = screens.filter(
  (route) => !isBuilt(route),
);
