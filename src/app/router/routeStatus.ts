import type { AppRoute } from '@/routes';
import type { RouteSet } from './RouteSet';

export interface RouteStatus {
  /** Routes with a screen: bound to a page, served by an admin app, or forwarding elsewhere. */
  built: AppRoute[];
  /** Routes nobody binds yet: they show the under-construction page. */
  underConstruction: AppRoute[];
}

/** Which screens of spec §2 are built, read from the bindings (no list kept by hand). */
export function routeStatus(...sets: readonly RouteSet[]): RouteStatus {
  const bound = new Set<string>();
  for (const { bindings } of sets) {
    for (const [name, binding] of bindings) {
      // An admin app's splat route is no screen of spec §2; the routes it serves are.
      if (binding.serves) binding.serves.forEach((served) => bound.add(served));
      else bound.add(name);
    }
  }
  const isMount = (route: AppRoute) => route.path.endsWith('/*');
  const screens = sets.flatMap((set) => set.routes).filter((route) => !isMount(route));
  const isBuilt = (route: AppRoute) => bound.has(route.name) || route.redirectTo !== undefined;
  return {
    built: screens.filter(isBuilt),
    underConstruction: screens.filter((route) => !isBuilt(route)),
  };
}
