import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import MyProceduresPage from './MyProceduresPage';

const LINKED = 'El trámite del enlace ya no existe o no es tuyo. Estos son tus trámites.';

const render = (url: string) =>
  renderWithProviders(null, {
    user: 'student',
    url,
    routes: [
      {
        path: '/estudiantes/tramites/programa-de-estudios/en-proceso/:id?',
        element: <MyProceduresPage />,
      },
    ],
  });

describe('MyProceduresPage', () => {
  it.each([403, 404])(
    'says plainly that a notification’s request answered %i is gone or not the student’s',
    async (status) => {
      apiServer.use(
        http.get(apiUrl('main', '/tramitesolicitudsae/obtener/resumen'), () =>
          ok({ enProceso: 0, observados: 0, finalizados: 0, porResponder: 0 }),
        ),
        http.get(apiUrl('main', '/tramitesolicitudsae/en-proceso/listar'), () =>
          ok({ solicitudes: [], total: 0 }),
        ),
        http.get(apiUrl('main', '/tramitesolicitudsae/obtenerdetalle'), () => failure(status)),
      );
      render('/estudiantes/tramites/programa-de-estudios/en-proceso/7002');
      expect(await screen.findByText(LINKED)).toBeInTheDocument();
      expect(await screen.findByText('No tienes trámites en proceso.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    },
  );

  it('says nothing of the kind on the list without an id', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/tramitesolicitudsae/obtener/resumen'), () =>
        ok({ enProceso: 0, observados: 0, finalizados: 0, porResponder: 0 }),
      ),
      http.get(apiUrl('main', '/tramitesolicitudsae/en-proceso/listar'), () =>
        ok({ solicitudes: [], total: 0 }),
      ),
    );
    render('/estudiantes/tramites/programa-de-estudios/en-proceso');
    expect(await screen.findByText('No tienes trámites en proceso.')).toBeInTheDocument();
    expect(screen.queryByText(LINKED)).not.toBeInTheDocument();
  });
});
