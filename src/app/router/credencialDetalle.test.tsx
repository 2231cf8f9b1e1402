// The credential detail page (an admin custom route) when its credential cannot be shown.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, failure, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderAppRoutes } from './test/renderAppRoutes';

/** The credential `id` cannot be read: the API answers `status`. */
function credentialFails(id: number, status: number) {
  apiServer.use(http.get(apiUrl('main', `/admin/credenciales/${id}`), () => failure(status, 'x')));
}

describe('/superadmin/credenciales/detalle', () => {
  // Importing react-admin cold takes seconds on a loaded CI machine: once, before the waits.
  beforeAll(() => import('@/admin/SuperadminApp'));

  it('says a credential that does not exist is gone, with no retry', async () => {
    credentialFails(99, 404);
    renderAppRoutes({ url: '/superadmin/credenciales/detalle?id=99', user: 'superadmin' });
    expect(await screen.findByText('La credencial no existe o fue eliminada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('offers a retry when the credential could not be read', async () => {
    const requests = recordRequests();
    credentialFails(7, 503);
    const { user } = renderAppRoutes({
      url: '/superadmin/credenciales/detalle?id=7',
      user: 'superadmin',
    });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText(/No se pudo cargar la credencial/)).toBeInTheDocument();
    const before = requests.length;
    await user.click(retry);
    expect(requests.length).toBeGreaterThan(before);
  });

  it('needs an id in its address', async () => {
    renderAppRoutes({ url: '/superadmin/credenciales/detalle', user: 'superadmin' });
    expect(await screen.findByText('La credencial no existe o fue eliminada.')).toBeInTheDocument();
  });
});
