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
 * The names of the routes whose pages stand at `hrefs`, for fetching their code ahead of a tap:
 * only pages the user's role and permissions open (a route the guard would refuse never downloads
 * its code), each once. Paths no page is bound to give nothing: an under-construction page, an
 * unknown path, and a screen a react-admin app serves through its splat route, whose app is some
 * 90 chunks (about 2 MB before compression), far more than an idle moment of home should fetch.
 */
export function openablePagesOf(
  set: RouteSet,
  hrefs: readonly string[],
  { user, permissions }: { user: SesionUsuario | null; permissions: readonly string[] },
): string[] {
  const names = new Set<string>();
  for (const href of hrefs) {
    const route = routeAt(set, pathOf(href));
    if (!route || isMount(route) || !set.bindings.has(route.name)) continue;
    if (!hasRole(user, route.guard)) continue;
    if (route.requiresPermission && !permissions.includes(route.requiresPermission)) continue;
    names.add(route.name);
  }
  return [...names];
}
