import { createBrowserRouter } from 'react-router';
import { buildRoutes, type BuildRoutesOptions } from './buildRoutes';

/** Middleware (the route guard) needs react-router's v8 flag. */
export const ROUTER_FUTURE = { v8_middleware: true } as const;

/** The app's browser router, built from the route table and the features' page bindings. */
export function createAppRouter(options: BuildRoutesOptions) {
  const { routes, patchRoutesOnNavigation } = buildRoutes(options);
  return createBrowserRouter(routes, { future: ROUTER_FUTURE, patchRoutesOnNavigation });
}
