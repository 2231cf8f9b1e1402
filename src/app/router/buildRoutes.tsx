import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, redirect, type RouteObject } from 'react-router';
import RouteErrorPage from '@/features/system/RouteErrorPage';
import { allRoutes, paths, type AppRoute } from '@/routes';
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

function pageLazy(route: AppRoute): RouteObject['lazy'] {
  const { page } = route;
  if (page) return async () => ({ Component: (await page()).default });
  return async () => {
    const { default: UnderConstructionPage } =
      await import('@/features/system/UnderConstructionPage');
    return { element: <UnderConstructionPage title={route.title} /> };
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
  if (route.redirectTo) {
    const to = route.redirectTo;
    return { ...routeObject, loader: () => redirect(to) };
  }
  const { loader } = route;
  return {
    ...routeObject,
    // The table's loader runs beside `lazy`: the page's data and its code download together.
    ...(loader && {
      loader: async ({ params, request }) => {
        await loader({ queryClient, params, url: new URL(request.url) });
        return null;
      },
    }),
    lazy: pageLazy(route),
  } satisfies RouteObject;
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
