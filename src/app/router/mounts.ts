import type { AppRoute } from '@/routes';
import type { RouteSet } from './RouteSet';

/** A splat route ('/superadmin/*'): an app with a router of its own mounts there. */
export const isMount = (route: AppRoute) => route.path.endsWith('/*');

/**
 * The routes each bound mount serves: the set's routes under its path that nobody binds. They get
 * no route object of their own, so moving between them keeps the app mounted.
 */
export function servedRoutes(set: RouteSet): Map<string, AppRoute[]> {
  const mounts = set.routes.filter((route) => isMount(route) && set.bindings.has(route.name));
  return new Map(
    mounts.map((mount) => {
      const base = mount.path.slice(0, -1);
      const served = set.routes.filter(
        (route) => route.path.startsWith(base) && !isMount(route) && !set.bindings.has(route.name),
      );
      return [mount.name, served];
    }),
  );
}
