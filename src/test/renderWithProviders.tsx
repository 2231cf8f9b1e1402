import { CacheProvider } from '@emotion/react';
import type { SesionUsuario } from '@generated/main/model';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import AppProviders from '@/app/providers/AppProviders';
import { ROUTER_FUTURE } from '@/app/router/createAppRouter';
import { createQueryClient } from '@/lib/http';
import { sessionStore } from '@/lib/session';
import { jsdomStyleCache } from './jsdomStyleCache';
import { stubViewport } from './stubViewport';
import { makeToken } from './tokens';
import { testUsers, type TestRole } from './users';

export interface RenderOptions {
  /** Signs this user in first (a demo role or a full session user). */
  user?: TestRole | SesionUsuario;
  /** Where the memory router starts. @default '/' */
  url?: string;
  /** Full route objects instead of `ui` on every path (router tests). */
  routes?: RouteObject[];
  /** Answers media queries as a viewport this wide (jsdom has none). @default no media query matches */
  width?: number;
  /** A client made beforehand with `createTestQueryClient`, when the routes need it (loaders). */
  queryClient?: QueryClient;
  /**
   * 'all' inserts every style rule, for a test of how something looks; by default only what
   * decides whether an element is shown or takes the pointer (`jsdomStyleCache.ts`).
   * @default 'shown'
   */
  styles?: 'shown' | 'all';
}

function signIn(user: TestRole | SesionUsuario): void {
  const sessionUser = typeof user === 'string' ? testUsers[user] : user;
  const token = makeToken({
    tip: sessionUser.tipo,
    username: sessionUser.usuario,
    idu: sessionUser.idUsuario,
  });
  sessionStore.signIn(token, sessionUser);
}

/**
 * The app's own QueryClient (its defaults and spec §8 notices kept) without retries, so that a
 * failure shows at once.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}

/**
 * The one way tests mount UI: the app's real providers, a test QueryClient and a memory router
 * with the app's router flags. `user` signs in first; `width` answers media queries.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  if (options.user) signIn(options.user);
  if (options.width !== undefined) stubViewport(options.width);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, {
    initialEntries: [options.url ?? '/'],
    future: ROUTER_FUTURE,
  });

  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(
    options.styles === 'all' ? app : <CacheProvider value={jsdomStyleCache}>{app}</CacheProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** The router's current path and query, e.g. '/login?message=...'. */
export function currentUrl(router: {
  state: { location: { pathname: string; search: string } };
}): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
