import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import RouteErrorPage from '@/features/system/RouteErrorPage';
import type { AppRoute } from './defineRoutes';
import NavigationGuard from './NavigationGuard';
import PageLoader from './PageLoader';
import { builtPages } from './pages';
import { allRoutes, paths, type RouteName } from './paths';
import PublicLayout from './PublicLayout';
import type { RouteHandle } from './useCurrentRoute';
import { useCurrentRoute } from './useCurrentRoute';

/** The shell's layout: renders the page through <Outlet/> and shows the route title. */
export type ShellComponent = ComponentType<{ title?: string }>;

export interface BuildRoutesOptions {
  loadShell: () => Promise<{ default: ShellComponent }>;
}

function pageLazy(route: AppRoute): RouteObject['lazy'] {
  const load = builtPages[route.name as RouteName];
  if (load) return async () => ({ Component: (await load()).default });
  return async () => {
    const { default: UnderConstructionPage } =
      await import('@/features/system/UnderConstructionPage');
    return { element: <UnderConstructionPage title={route.title} /> };
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  const base = { id: route.name, path: route.path, handle };
  if (route.redirectTo) return { ...base, element: <Navigate to={route.redirectTo} replace /> };
  return { ...base, lazy: pageLazy(route) };
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

/** The app's route tree: guard at the root, public pages centred, the rest inside the shell. */
export function buildRoutes({ loadShell }: BuildRoutesOptions): RouteObject[] {
  const publicRoutes = allRoutes.filter((route) => route.guard === 'public');
  const shellRoutes = allRoutes.filter((route) => route.guard !== 'public');
  return [
    {
      id: 'root',
      Component: NavigationGuard,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        { id: 'public-layout', Component: PublicLayout, children: publicRoutes.map(toRouteObject) },
        {
          id: 'shell-layout',
          lazy: shellLazy(loadShell),
          children: shellRoutes.map(toRouteObject),
        },
        { path: '*', element: <Navigate to={paths.error.getHref()} replace /> },
      ],
    },
  ];
}
