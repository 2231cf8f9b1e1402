import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainFetch } from '@/lib/http';
import { readStorage } from '@/lib/storage';
import { sessionStore } from '@/lib/session';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl } from '@/test/renderWithProviders';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { areaRoute, defineRoutes, paths } from '@/routes';
import { renderAppRoutes as renderApp } from './test/renderAppRoutes';

const student = areaRoute('student');

/** Two routes of a made-up table, for what the real table has no page for yet. */
function defineTestRoutes() {
  const table = defineRoutes({
    prueba: student('/prueba', 'Prueba'),
    otra: student('/otra', 'Otra'),
  });
  return [table.prueba, table.otra, paths.error, paths.login];
}

const parametersUrl = apiUrl('main', '/admin/parametro/listar');

function parametersWith(valor: string) {
  apiServer.use(
    http.get(parametersUrl, () =>
      ok({
        parametros: [
          {
            id: 1,
            clave: 'EVA_NOTIFICATION',
            valor,
            valor2: null,
            descripcion: '',
            marca: 'HZT',
            sistema: true,
            version: 1,
          },
        ],
        total: 1,
        pagina: 1,
        tamanoPagina: 500,
      }),
    ),
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

// The student page these flows visit, the socioeconomic application, reads the caller's
// socioeconomic form: none is offered, so the page is its heading.
beforeEach(() => {
  apiServer.use(
    http.get(apiUrl('main', '/becas/socioeconomica/alumno'), () =>
      ok({
        periodo: null,
        enviada: false,
        hogar: null,
        ingresos: null,
        vivienda: null,
        documentos: [],
        formatos: [],
        tamanoMaximo: 0,
        solicitud: null,
      }),
    ),
  );
});

/** The login page's polite notice (the page loader is a status too, so find it by its text). */
async function findNotice(text: string) {
  await waitFor(() =>
    expect(
      screen.getAllByRole('status').filter((status) => status.textContent === text),
    ).toHaveLength(1),
  );
}

describe('app routes', () => {
  it('sends a visitor to the login page with the notice and the way back', async () => {
    const { router } = renderApp({ url: '/estudiantes/servicios/beca-socieconomica?vista=lista' });

    await findNotice('Necesita iniciar sesión');
    const query = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/login');
    expect(query.get('redirect')).toBe('/estudiantes/servicios/beca-socieconomica?vista=lista');
  });

  it('signs in from the notice and returns to the page asked for', async () => {
    apiServer.use(
      http.post(apiUrl('main', '/auth/login'), () =>
        ok({ token: makeToken(), usuario: testUsers.student }),
      ),
    );
    const { user, router } = renderApp({ url: '/estudiantes/servicios/beca-socieconomica' });

    await user.type(await screen.findByLabelText('Usuario'), 'alumno');
    await user.type(screen.getByLabelText('Contraseña'), 'Campus2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await heading('Beca socioeconómica')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/estudiantes/servicios/beca-socieconomica');
  });

  it('shows public pages without the shell', async () => {
    renderApp({ url: '/restablecer-clave' });
    expect(await heading('Restablecer contraseña')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú del campus' })).not.toBeInTheDocument();
  });

  it('shows a route still to build as under construction, inside the shell, with its title', async () => {
    // A made-up route: every student route of the real table has its page now.
    renderApp({ url: '/prueba', user: 'student', routes: defineTestRoutes() });

    expect(await heading('Prueba')).toBeInTheDocument();
    expect(screen.getByText('Sección en construcción')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú del campus' })).toHaveTextContent('Prueba');
    await waitFor(() => expect(document.title).toBe('Campus | Prueba'));
  });

  it('appends the only route parameter to the page title', async () => {
    // The page's own read: a ticket of someone else's, which it reports as not found.
    apiServer.use(http.get(apiUrl('supportDesk', '/tickets/12'), () => failure(403)));
    renderApp({ url: '/zendesk/ticket-detail/12', user: 'teacher' });
    expect(await heading('Detalle del ticket')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Campus | Detalle del ticket - 12'));
  });

  it('sends unknown paths to /error', async () => {
    const { router } = renderApp({ url: '/no/existe', user: 'teacher' });
    expect(await heading('No encontramos la página que buscas')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/error');
  });

  it('forwards /dashboard home', async () => {
    const { router } = renderApp({ url: '/dashboard', user: 'collaborator' });
    expect(await heading('Inicio')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });

  it('sends a signed-in user away from the login page', async () => {
    const { router } = renderApp({ url: '/login', user: 'student' });
    expect(await heading('Inicio')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });

  it('sends a wrong-role visit back to the previous page', async () => {
    const { router } = renderApp({
      url: '/estudiantes/servicios/beca-socieconomica',
      user: 'student',
    });
    expect(await heading('Beca socioeconómica')).toBeInTheDocument();

    await act(() => router.navigate('/docentes/cursos'));

    expect(await heading('Beca socioeconómica')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/estudiantes/servicios/beca-socieconomica');
  });

  it('sends non-students from /mi-cuenta home', async () => {
    const { router } = renderApp({ url: '/mi-cuenta', user: 'teacher' });
    expect(await heading('Inicio')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });

  it('keeps the admin areas to admin-type users', async () => {
    const { router } = renderApp({ url: '/superadmin/parametro', user: 'collaborator' });
    expect(await heading('Inicio')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });

  it('opens /notificaciones when EVA_NOTIFICATION is 1', async () => {
    parametersWith('1');
    // The page lists the notifications (none) and clears the bell's badge.
    apiServer.use(
      http.get(apiUrl('notifications', '/notification/list'), () =>
        ok({ notifications: [], docs: 0, totalActiveRows: 0, pendingNotificationSubtypesCode: [] }),
      ),
      http.post(apiUrl('notifications', '/notification/badge'), () => ok(null)),
    );
    const { router } = renderApp({ url: '/notificaciones?tipo=todas', user: 'student' });
    expect(await heading('Notificaciones')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/notificaciones?tipo=todas');
  });

  it('sends /notificaciones home when EVA_NOTIFICATION is off', async () => {
    parametersWith('0');
    const { router } = renderApp({ url: '/notificaciones', user: 'student' });
    expect(await heading('Inicio')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });

  it('sends /notificaciones home when the parameters cannot be loaded', async () => {
    apiServer.use(http.get(parametersUrl, () => failure(500)));
    const { router } = renderApp({ url: '/notificaciones', user: 'student' });
    expect(await heading('Inicio')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });

  it('ends an expired session and asks to sign in again', async () => {
    const expired = makeToken({}, Date.now() - 2 * 3_600_000);
    sessionStore.signIn(expired, testUsers.student);

    const { router } = renderApp({ url: '/estudiantes/servicios/beca-socieconomica' });

    await findNotice('Sesión expirada');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(readStorage('token')).toBeNull();
  });

  it('ends the session on action=logout and says so', async () => {
    renderApp({ url: '/login?action=logout', user: 'student' });

    await findNotice('Sesión finalizada');
    await waitFor(() => expect(sessionStore.getState().user).toBeNull());
  });
});

describe('leaving a page while the session ends', () => {
  it('shows "Sesión finalizada" when the shell signs out and then opens the logout page', async () => {
    const { router } = renderApp({
      url: '/estudiantes/servicios/beca-socieconomica',
      user: 'student',
    });
    expect(await heading('Beca socioeconómica')).toBeInTheDocument();

    act(() => {
      sessionStore.signOut();
      void router.navigate('/login?action=logout');
    });

    await findNotice('Sesión finalizada');
    expect(currentUrl(router)).toBe('/login?action=logout');
  });

  it("opens the login page only once the sign-out's work (deleting the offline copies) is done", async () => {
    const { router } = renderApp({
      url: '/estudiantes/servicios/beca-socieconomica',
      user: 'student',
    });
    expect(await heading('Beca socioeconómica')).toBeInTheDocument();
    // The login page's code loaded already: only the guard can hold the navigation below.
    await import('@/features/auth/login/LoginPage');
    let deleted = false;
    let finish: () => void = () => undefined;
    const stopDeleting = sessionStore.onSignOut(
      () => new Promise<void>((resolve) => (finish = () => resolve(void (deleted = true)))),
    );
    const arrivals: boolean[] = [];
    const stopWatching = router.subscribe(({ location }) => {
      if (location.pathname === '/login') arrivals.push(deleted);
    });

    act(() => {
      void sessionStore.signOut();
      void router.navigate('/login?action=logout');
    });
    // The navigation is under way, held by the guard until the deletion ends.
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/login'));
    act(() => finish());

    await findNotice('Sesión finalizada');
    expect(arrivals.length).toBeGreaterThan(0);
    expect(arrivals.every(Boolean)).toBe(true);
    stopDeleting();
    stopWatching();
  });

  it('shows "Sesión expirada" when an API call answers 401', async () => {
    apiServer.use(http.get(apiUrl('main', '/menu/listar'), () => failure(401)));
    const { router } = renderApp({
      url: '/estudiantes/servicios/beca-socieconomica',
      user: 'student',
    });
    expect(await heading('Beca socioeconómica')).toBeInTheDocument();

    await act(() => mainFetch('/menu/listar', { method: 'GET' }).catch(() => undefined));

    await findNotice('Sesión expirada');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('after the logout notice', () => {
  it('treats a later visit to a private page as a plain visit', async () => {
    const { router } = renderApp({
      url: '/estudiantes/servicios/beca-socieconomica',
      user: 'student',
    });
    expect(await heading('Beca socioeconómica')).toBeInTheDocument();

    act(() => {
      void sessionStore.signOut();
    });
    await findNotice('Sesión finalizada');

    await act(() => router.navigate('/estudiantes/cursos'));
    await findNotice('Necesita iniciar sesión');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/estudiantes/cursos',
    );
  });
});

describe('guards before render', () => {
  it('never matches, loads or renders a route the role may not see', async () => {
    const { router } = renderApp({
      url: '/estudiantes/servicios/beca-socieconomica',
      user: 'student',
    });
    expect(await heading('Beca socioeconómica')).toBeInTheDocument();
    const seen = new Set<string>();
    const stop = router.subscribe((state) => state.matches.forEach((m) => seen.add(m.route.id)));

    await act(() => router.navigate('/docentes/cursos'));
    stop();

    expect(currentUrl(router)).toBe('/estudiantes/servicios/beca-socieconomica');
    expect(seen.has('docentes_cursos')).toBe(false);
  });
});

describe('code after the guard', () => {
  it('never downloads the code of a page the role may not see', async () => {
    const teacherPage = vi.fn(async () => ({ default: () => <h1>Solo docentes</h1> }));
    const [prueba] = defineTestRoutes();
    const teachers = {
      ...prueba!,
      name: 'docentes',
      path: '/docentes',
      guard: 'teacher' as const,
      page: teacherPage,
    };
    const { router } = renderApp({ url: '/prueba', user: 'student', routes: [prueba!, teachers] });
    expect(await heading('Prueba')).toBeInTheDocument();

    await act(() => router.navigate('/docentes'));

    expect(currentUrl(router)).toBe('/prueba');
    expect(teacherPage).not.toHaveBeenCalled();
  });
});

describe('data with the code', () => {
  it("starts a route's loader while its page's code is still downloading", async () => {
    const events: string[] = [];
    let finishCode!: () => void;
    const codeArrives = new Promise<void>((resolve) => {
      finishCode = resolve;
    });
    const [template] = defineTestRoutes();
    const route = {
      ...template!,
      loader: ({ queryClient }: { queryClient: import('@tanstack/react-query').QueryClient }) => {
        events.push('loader');
        return queryClient.ensureQueryData({
          queryKey: ['main', '/prueba'],
          queryFn: () => Promise.resolve('datos de la página'),
        });
      },
      page: async () => {
        events.push('code requested');
        await codeArrives;
        events.push('code arrived');
        return { default: () => <h1>Página con datos</h1> };
      },
    };
    const { queryClient } = renderApp({ url: '/prueba', user: 'student', routes: [route] });

    await waitFor(() => expect(events).toContain('loader'));
    expect(events).not.toContain('code arrived');
    await waitFor(() =>
      expect(queryClient.getQueryData(['main', '/prueba'])).toBe('datos de la página'),
    );
    finishCode();
    expect(await heading('Página con datos')).toBeInTheDocument();
  });

  it("starts the shell's data beside the shell's code", async () => {
    const loadShellData = vi.fn();
    renderApp({ url: '/estudiantes/servicios/beca-socieconomica', user: 'student', loadShellData });
    expect(await heading('Beca socioeconómica')).toBeInTheDocument();
    expect(loadShellData).toHaveBeenCalledTimes(1);
  });
});

describe('error boundaries', () => {
  it('shows a crashed page as the spec §8 error inside the shell, which stays usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [template, other] = defineTestRoutes();
    const crashing = {
      ...template!,
      page: async () => ({
        default: () => {
          throw new TypeError('No se puede leer la propiedad');
        },
      }),
    };
    const { router } = renderApp({
      url: '/prueba',
      user: 'student',
      routes: [crashing, other!],
    });

    expect(await heading('No pudimos mostrar esta página')).toBeInTheDocument();
    expect(screen.getByText('¡Ups! ocurrió un error, inténtalo más tarde')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú del campus' })).toHaveTextContent('Prueba');

    await act(() => router.navigate('/otra'));
    expect(await heading('Otra')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("shows a failed loader's API error with its spec §8 notice", async () => {
    const [template] = defineTestRoutes();
    apiServer.use(http.get(apiUrl('main', '/prueba'), () => failure(500)));
    renderApp({
      url: '/prueba',
      user: 'student',
      routes: [{ ...template!, loader: () => mainFetch('/prueba', { method: 'GET' }) }],
    });
    expect(
      await screen.findByText('Ocurrió un error en el servidor, por favor intente más tarde'),
    ).toBeInTheDocument();
  });
});
