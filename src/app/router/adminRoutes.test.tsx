import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { currentUrl } from '@/test/renderWithProviders';
import { renderAppRoutes } from './test/renderAppRoutes';

const parametros = [
  {
    id: 1,
    clave: 'EVA_NOTIFICATION',
    valor: '1',
    valor2: null,
    descripcion: 'Activa las notificaciones',
    marca: 'HZT',
    sistema: true,
    version: 1,
  },
  {
    id: 2,
    clave: 'EVA_ELECTIVES',
    valor: '0',
    valor2: null,
    descripcion: 'Electivos',
    marca: 'HZT',
    sistema: true,
    version: 1,
  },
];

/** The parameters' list and first record; returns the requests made. */
function parametrosApi() {
  const requests = recordRequests();
  apiServer.use(
    http.get(apiUrl('main', '/admin/parametro/listar'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('busqueda');
      const found = parametros.filter((p) => !search || p.clave.includes(search));
      return ok({ parametros: found, total: found.length, pagina: 1, tamanoPagina: 25 });
    }),
    // One record is read the simple-rest way, by id, without the envelope.
    http.get(apiUrl('main', '/admin/parametro/1'), () => HttpResponse.json(parametros[0])),
  );
  return requests;
}

const shellTitle = () => screen.getByRole('navigation', { name: 'Menú del campus' });

describe('react-admin under /superadmin/*', () => {
  // Importing react-admin cold takes seconds on a loaded 2-core CI machine: done once here, so
  // the tests' waits measure rendering, not the first import.
  beforeAll(() => import('@/admin/SuperadminApp'));

  it('serves the parameters list inside the shell, titled from the route table', async () => {
    parametrosApi();
    renderAppRoutes({ url: '/superadmin/parametro', user: 'superadmin' });

    expect(await screen.findByText('EVA_NOTIFICATION')).toBeInTheDocument();
    expect(screen.getByText('EVA_ELECTIVES')).toBeInTheDocument();
    expect(shellTitle()).toHaveTextContent('Parámetros');
  });

  it("answers react-admin's own edit route under the same app, not /error", async () => {
    const requests = parametrosApi();
    const { router, user } = renderAppRoutes({ url: '/superadmin/parametro', user: 'superadmin' });
    const row = await screen.findByRole('row', { name: /EVA_NOTIFICATION/ });

    await user.click(within(row).getByText('Activa las notificaciones'));

    await waitFor(() => expect(currentUrl(router)).toBe('/superadmin/parametro/1'));
    expect(await screen.findByRole('textbox', { name: 'Valor' })).toHaveValue('1');
    expect(shellTitle()).toHaveTextContent('Parámetros');
    // The form may show the list's copy of the record first (react-admin's placeholder): wait
    // for the read by id itself, so it cannot land in the next test.
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/admin/parametro/1')).toBe(true),
    );
  });

  it('sends a path no resource answers to /error', async () => {
    const { router } = renderAppRoutes({ url: '/superadmin/no-existe', user: 'superadmin' });
    await waitFor(() => expect(currentUrl(router)).toBe('/error'));
  });

  it('keeps an admin-type user without the superadmin allowlist out', async () => {
    const { router } = renderAppRoutes({
      url: '/superadmin/parametro/create',
      user: 'collaborator',
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });
});

describe('react-admin under /admin/*', () => {
  beforeAll(() => import('@/admin/AdminApp'));

  const tutorial = {
    id: 1,
    titulo: 'Cómo ingresar a tus clases virtuales',
    descripcion: '',
    tipo: 'VIDEO',
    audiencia: 'ESTUDIANTES',
    url: 'https://www.youtube.com/watch?v=cAmPuS00001',
    orden: 1,
    publicado: true,
    version: 1,
  };

  it('serves the tutorials inside the shell, titled from the route table', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/admin/tutoriales-guias'), () =>
        HttpResponse.json([tutorial], { headers: { 'Content-Range': 'tutoriales-guias 0-0/1' } }),
      ),
    );
    renderAppRoutes({ url: '/admin/tutoriales-guias', user: 'collaborator' });
    expect(await screen.findByText(tutorial.titulo)).toBeInTheDocument();
    expect(shellTitle()).toHaveTextContent('Tutoriales y guías');
  });

  it('serves the teachers availability, refused without ADMDISPO (issue 40)', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/programaciondocente/disponibilidad'), () =>
        HttpResponse.json({ messagePublic: 'Prohibido' }, { status: 403 }),
      ),
    );
    renderAppRoutes({ url: '/admin/disponibilidad-docente', user: 'collaborator' });
    expect(
      await screen.findByText('No tienes el permiso para ver la disponibilidad docente.'),
    ).toBeInTheDocument();
    expect(shellTitle()).toHaveTextContent('Disponibilidad docente');
  });

  it('sends a path no screen answers to /error', async () => {
    const { router } = renderAppRoutes({
      url: '/admin/no-existe',
      user: 'collaborator',
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/error'));
  });

  it.each(['assistant', 'student'] as const)('keeps the %s out', async (role) => {
    const { router } = renderAppRoutes({ url: '/admin/reportes/onboarding', user: role });
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });
});
