import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/features/system';
import { ERROR_PATH, HOME_PATH, type AppRoute, type PageBinding } from '@/routes';
import RootLayout from './RootLayout';
import { guardMiddleware, type GuardMemory } from './guardMiddleware';
import { servedRoutes } from './mounts';
import PageErrorBoundary from './PageErrorBoundary';
import PageLoader from './PageLoader';
import PublicLayout from './PublicLayout';
import { ANY_AREA, areaOf, routesByArea } from './routeAreas';
import type { RouteSet } from './RouteSet';
import type { RouteHandle } from './useCurrentRoute';
import { useCurrentRoute } from './useCurrentRoute';

/** The shell's layout: renders the page through <Outlet/> and shows the route title. */
export type ShellComponent = ComponentType<{ title?: string }>;

export interface BuildRoutesOptions {
  queryClient: QueryClient;
  loadShell: () => Promise<{ default: ShellComponent }>;
  /** The shell's loader: starts the session-wide data beside the shell's code. */
  loadShellData?: (queryClient: QueryClient) => void;
  /** The public routes, built with the entry. */
  publicRoutes: RouteSet;
  /** The signed-in routes, fetched on the first navigation that needs them (area by area). */
  loadSignedInRoutes: () => Promise<RouteSet>;
}

/** What the router is created with: the first routes and how it finds the others. */
export interface AppRoutes {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

const SHELL_LAYOUT = 'shell-layout';
const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
const NOT_FOUND = 'not-found';

/** The page a route shows: the one bound to it, or the under-construction page with its title. */
function bindingOf(route: AppRoute, routes: RouteSet): PageBinding {
  const bound = routes.bindings.get(route.name);
  if (bound) return bound;
  return {
    page: async () => {
      const { UnderConstruction } = await import('@/ui/SystemMessage');
      return { default: () => <UnderConstruction title={route.title} homeHref={HOME_PATH} /> };
    },
  };
}

/**
 * The page's code and its data, fetched together once the guard (middleware) has allowed the
 * navigation: a refused route never downloads its code, and an allowed one renders with both.
 */
function pageRoute(binding: PageBinding, queryClient: QueryClient): Partial<RouteObject> {
  let Page: ComponentType | null = null;
  return {
    loader: async ({ params, request }) => {
      const [page] = await Promise.all([
        binding.page(),
        binding.loader?.({ queryClient, params, url: new URL(request.url) }),
      ]);
      Page = page.default;
      return null;
    },
    Component: function RoutePage() {
      return Page && <Page {...binding.props} />;
    },
  };
}

/**
 * The route objects of some routes of a set. Routes an app's splat route serves get none of their
 * own: the app answers them, so moving between them keeps it mounted.
 */
function toRouteObjects(
  set: RouteSet,
  routes: readonly AppRoute[],
  queryClient: QueryClient,
  memory: GuardMemory,
): RouteObject[] {
  const servedBy = servedRoutes(set);
  const served = new Set([...servedBy.values()].flat());
  return routes
    .filter((route) => !served.has(route))
    .map((route) => {
      const handle: RouteHandle = { route, served: servedBy.get(route.name) };
      const routeObject: RouteObject = {
        id: route.name,
        path: route.path,
        handle,
        middleware: [guardMiddleware(route, memory, queryClient)],
        // One page failing shows the error in its place: the shell around it stays usable.
        ErrorBoundary: PageErrorBoundary,
      };
      // A forwarding route (/dashboard) has nothing to show: its guard redirects.
      if (route.redirectTo) return routeObject;
      return { ...routeObject, ...pageRoute(bindingOf(route, set), queryClient) } as RouteObject;
    });
}

function shellLazy(loadShell: BuildRoutesOptions['loadShell']): RouteObject['lazy'] {
  return async () => {
    const { default: Shell } = await loadShell();
    function ShellWithTitle() {
      return <Shell title={useCurrentRoute()?.route.title} />;
    }
    return { Component: ShellWithTitle };
  };
}

/**
 * The app's route tree: the guard runs as each route's middleware, public pages are centred, the
 * rest sit inside the shell. The tree starts with the public routes only; a navigation that none
 * of the known routes answers (the catch-all matched) fetches the signed-in routes and adds those
 * of its area (its first segment) under the shell (react-router's route discovery), then matches
 * again. Home's first load creates home's routes, not the table's 170 (issue 57): creating and
 * matching them was main-thread time on every navigation. A foreign area's routes are added like
 * any other, so its guard (their middleware) refuses the visit before the page's code loads; a
 * path no area answers still ends on the catch-all.
 */
export function buildRoutes(options: BuildRoutesOptions): AppRoutes {
  const { loadShellData, queryClient } = options;
  const memory: GuardMemory = { previousPath: null };
  const discovered = new Map<string, Promise<void>>();
  let areas: { set: RouteSet; byArea: Map<string, AppRoute[]> } | null = null;
  const discover = (area: string, patch: (routes: RouteObject[]) => void): Promise<void> => {
    const known = discovered.get(area);
    if (known) return known;
    const discovery = options.loadSignedInRoutes().then(
      (set) => {
        if (areas?.set !== set) areas = { set, byArea: routesByArea(set.routes) };
        const routes = areas.byArea.get(area);
        if (routes) patch(toRouteObjects(set, routes, queryClient, memory));
      },
      (error: unknown) => {
        // A failed download (offline) is tried again on the next navigation.
        discovered.delete(area);
        throw error;
      },
    );
    discovered.set(area, discovery);
    return discovery;
  };
  return {
    routes: [
      {
        id: 'root',
        Component: RootLayout,
        HydrateFallback: PageLoader,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            id: 'public-layout',
            Component: PublicLayout,
            children: toRouteObjects(
              options.publicRoutes,
              options.publicRoutes.routes,
              queryClient,
              memory,
            ),
          },
          {
            id: SHELL_LAYOUT,
            lazy: shellLazy(options.loadShell),
            ...(loadShellData && {
              loader: () => {
                loadShellData(queryClient);
                return null;
              },
            }),
            children: [],
          },
          { id: NOT_FOUND, path: '*', element: <Navigate to={ERROR_PATH} replace /> },
        ],
      },
    ],
    patchRoutesOnNavigation: async ({ path, matches, patch }) => {
      // react-router asks on every path a splat or a parameter answered, with the partial matches
      // (home's '/' is a prefix of every path). A known route answering the whole path (a public
      // page with a parameter) needs nothing: the signed-in routes stay off the sign-in pages.
      const last = matches.at(-1);
      if (last && last.route.id !== NOT_FOUND && samePath(last.pathname, path)) return;
      const underShell = (routes: RouteObject[]) => patch(SHELL_LAYOUT, routes);
      await Promise.all([discover(areaOf(path), underShell), discover(ANY_AREA, underShell)]);
    },
  };
}
