import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import RouteErrorPage from '@/features/system/RouteErrorPage';
import { allRoutes, paths, type AppRoute, type PageModule } from '@/routes';
import RootLayout from './RootLayout';
import { guardMiddleware, type GuardMemory } from './guardMiddleware';
import PageErrorBoundary from './PageErrorBoundary';
import PageLoader from './PageLoader';
import PublicLayout from './PublicLayout';
import { useCurrentRoute, type RouteHandle } from './useCurrentRoute';

/** The shell's layout: renders the page through <Outlet/> and shows the route title. */
export type ShellComponent = ComponentType<{ title?: string }>;

export interface BuildRoutesOptions {
  queryClient: QueryClient;
  loadShell: () => Promise<{ default: ShellComponent }>;
  /** The shell's loader: starts the session-wide data beside the shell's code. */
  loadShellData?: (queryClient: QueryClient) => void;
  /** The table to build from (tests pass their own). @default allRoutes */
  routes?: readonly AppRoute[];
}

/** The page module a route shows: its own, or the under-construction page with its title. */
function pageModule(route: AppRoute): () => Promise<PageModule> {
  if (route.page) return route.page;
  return async () => {
    const { default: UnderConstructionPage } =
      await import('@/features/system/UnderConstructionPage');
    return { default: () => <UnderConstructionPage title={route.title} /> };
  };
}

/**
 * The page's code and its data, fetched together once the guard (middleware) has allowed the
 * navigation: a refused route never downloads its code, and an allowed one renders with both.
 */
function pageRoute(route: AppRoute, queryClient: QueryClient): Partial<RouteObject> {
  const load = pageModule(route);
  let Page: ComponentType | null = null;
  return {
    loader: async ({ params, request }) => {
      const [page] = await Promise.all([
        load(),
        route.loader?.({ queryClient, params, url: new URL(request.url) }),
      ]);
      Page = page.default;
      return null;
    },
    Component: function RoutePage() {
      return Page && <Page />;
    },
  };
}

function toRouteObject(route: AppRoute, options: BuildRoutesOptions, memory: GuardMemory) {
  const { queryClient } = options;
  const handle: RouteHandle = { route };
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
  return { ...routeObject, ...pageRoute(route, queryClient) } as RouteObject;
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
 * The app's route tree from the table: the guard runs as each route's middleware, public pages
 * are centred, the rest sit inside the shell. Paths an admin app serves (`within`) get no route
 * of their own: the app's splat route answers them, so moving between them keeps it mounted.
 */
export function buildRoutes(options: BuildRoutesOptions): RouteObject[] {
  const memory: GuardMemory = { previousPath: null };
  const { routes = allRoutes, loadShellData, queryClient } = options;
  const registered = routes.filter((route) => route.within === undefined);
  const toObject = (route: AppRoute) => toRouteObject(route, options, memory);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: 'public-layout',
          Component: PublicLayout,
          children: registered.filter((route) => route.guard === 'public').map(toObject),
        },
        {
          id: 'shell-layout',
          lazy: shellLazy(options.loadShell),
          ...(loadShellData && {
            loader: () => {
              loadShellData(queryClient);
              return null;
            },
          }),
          children: registered.filter((route) => route.guard !== 'public').map(toObject),
        },
        { path: '*', element: <Navigate to={paths.error.getHref()} replace /> },
      ],
    },
  ];
}
