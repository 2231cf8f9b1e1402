import { render } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import AppProviders from '@/app/providers/AppProviders';
import { createQueryClient } from '@/lib/http';
import { sessionStore } from '@/lib/session';
import type { AppRoute } from '@/routes';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { makeToken } from '@/test/tokens';
import { testUsers, type TestRole } from '@/test/users';
import { buildRoutes, type BuildRoutesOptions } from '../buildRoutes';
import { ROUTER_FUTURE } from '../createAppRouter';

function TestShell({ title }: { title?: string }) {
  return (
    <div>
      <nav aria-label="Menú del campus">{title}</nav>
      <Outlet />
    </div>
  );
}

export interface RenderAppRoutesOptions {
  url: string;
  user?: TestRole;
  routes?: readonly AppRoute[];
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
    // A student's home card lists this period's courses: none here.
    http.get(apiUrl('main', '/cursos/:id/listar'), () => ok([])),
  );
  if (user) {
    const sessionUser = testUsers[user];
    const token = makeToken({ tip: sessionUser.tipo, username: sessionUser.usuario });
    sessionStore.signIn(token, sessionUser);
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(
    buildRoutes({
      queryClient,
      loadShell: async () => ({ default: TestShell }),
      loadShellData,
      routes,
    }),
    { initialEntries: [url], future: ROUTER_FUTURE },
  );
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}
