import { render } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import AppProviders from '@/app/providers/AppProviders';
import { createQueryClient } from '@/lib/http';
import { sessionStore } from '@/lib/session';
import type { AppRoute, PageBinding } from '@/routes';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { makeToken } from '@/test/tokens';
import { testUsers, type TestRole } from '@/test/users';
import { buildRoutes, type BuildRoutesOptions } from '../buildRoutes';
import { publicRouteSet } from '../publicRouteSet';
import type { RouteSet } from '../RouteSet';
import { signedInRouteSet } from '../signedInRouteSet';
import { ROUTER_FUTURE } from '../createAppRouter';

function TestShell({ title }: { title?: string }) {
  return (
    <div>
      <nav aria-label="Menú del campus">{title}</nav>
      <Outlet />
    </div>
  );
}

/** A made-up table route, with its page (or loader) bound to it. */
export type TestRoute = AppRoute & Partial<PageBinding>;

const emptyPage = async () => ({ default: () => null });

/** Test routes as the router's two sets: the public ones, and the rest under the shell. */
function testRouteSets(routes: readonly TestRoute[]): [RouteSet, RouteSet] {
  const set = (list: readonly TestRoute[]): RouteSet => ({
    routes: list,
    bindings: new Map(
      list.flatMap(({ name, page, loader }) =>
        page || loader ? [[name, { page: page ?? emptyPage, loader }] as const] : [],
      ),
    ),
  });
  return [
    set(routes.filter((route) => route.guard === 'public')),
    set(routes.filter((route) => route.guard !== 'public')),
  ];
}

export interface RenderAppRoutesOptions {
  url: string;
  user?: TestRole;
  /** A made-up table instead of the app's. */
  routes?: readonly TestRoute[];
  loadShellData?: BuildRoutesOptions['loadShellData'];
}

/** The app's real route tree (guards, lazy pages, error boundaries) in a memory router. */
export function renderAppRoutes({ url, user, routes, loadShellData }: RenderAppRoutesOptions) {
  // Many flows land on home, which is the feed: an empty one.
  const noPosts = () => ok({ totalDocumentos: 0, publicaciones: [] });
  apiServer.use(
    http.get(apiUrl('main', '/publicacion/listar'), noPosts),
    http.get(apiUrl('main', '/publicacionlistaradmin'), noPosts),
    // The home card's 'Mis cursos' takes its noun from the nomenclature: the default one.
    http.get(apiUrl('main', '/admin/nomenclatura/consultarNomenclaturas'), () => ok([])),
    // The feed's publish card asks for the user's permission keys: none here.
    http.get(apiUrl('main', '/usuario/permisos'), () => ok({ permisos: [] })),
    // A student's home card lists this period's courses, a teacher's their programming: none here.
    http.get(apiUrl('main', '/cursos/:id/listar'), () => ok([])),
    http.get(apiUrl('main', '/docente/programacion/obtener'), () =>
      ok({
        codigoPeriodo: '2026-II',
        horasLectivas: 0,
        horasNoLectivas: 0,
        secciones: [],
        actividades: [],
      }),
    ),
  );
  if (user) {
    const sessionUser = testUsers[user];
    const token = makeToken({ tip: sessionUser.tipo, username: sessionUser.usuario });
    sessionStore.signIn(token, sessionUser);
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const [publicRoutes, signedInRoutes] = routes
    ? testRouteSets(routes)
    : [publicRouteSet, signedInRouteSet];
  const app = buildRoutes({
    queryClient,
    loadShell: async () => ({ default: TestShell }),
    loadShellData,
    publicRoutes,
    loadSignedInRoutes: async () => signedInRoutes,
  });
  const router = createMemoryRouter(app.routes, {
    initialEntries: [url],
    future: ROUTER_FUTURE,
    patchRoutesOnNavigation: app.patchRoutesOnNavigation,
  });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}
