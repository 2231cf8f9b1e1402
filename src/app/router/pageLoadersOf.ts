import { matchPath } from 'react-router';
import type { SesionUsuario } from '@generated/main/model';
import { hasRole } from '@/lib/session';
import type { AppRoute } from '@/routes';
import { isMount } from './mounts';
import type { RouteSet } from './RouteSet';

const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/** The table route answering `path`: a route of its own before an app's splat. */
function routeAt(set: RouteSet, path: string): AppRoute | undefined {
  const answers = (route: AppRoute) => matchPath({ path: route.path, end: true }, path) !== null;
  return (
    set.routes.find((route) => !isMount(route) && answers(route)) ??
    set.routes.find((route) => isMount(route) && answers(route))
  );
}

/**
 * The lazy page loaders (the route table's bindings) of the pages at `hrefs`, for fetching their
 * code ahead of a tap: only pages the user's role and permissions open (a route the guard would
 * refuse never downloads its code), each once. Paths no page is bound to give nothing: an
 * under-construction page, an unknown path, and a screen a react-admin app serves through its
 * splat route, whose app is some 90 chunks (about 2 MB before compression) to evaluate, far more
 * than an idle moment of home should hold the main thread for.
 */
export function pageLoadersOf(
  set: RouteSet,
  hrefs: readonly string[],
  { user, permissions }: { user: SesionUsuario | null; permissions: readonly string[] },
): (() => Promise<unknown>)[] {
  const loaders = new Set<() => Promise<unknown>>();
  for (const href of hrefs) {
    const route = routeAt(set, pathOf(href));
    const binding = route && !isMount(route) && set.bindings.get(route.name);
    if (!binding || !hasRole(user, route.guard)) continue;
    if (route.requiresPermission && !permissions.includes(route.requiresPermission)) continue;
    loaders.add(binding.page);
  }
  return [...loaders];
}
