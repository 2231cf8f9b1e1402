import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import RegulationsPage from './RegulationsPage';

const listUrl = apiUrl('main', '/admin/reglamento/listar');
const acceptUrl = apiUrl('main', '/admin/reglamento/aceptacion/guardar');

const regulation = (aceptado: boolean) => ({
  id: 4,
  titulo: 'Reglamento docente',
  descripcion: 'Deberes académicos de los docentes en el campus virtual.',
  audiencia: 'DOCENTES',
  versionId: 9,
  numero: 2,
  resumenCambios: 'Se precisa el registro de asistencia.',
  contenido:
    'Artículo 1. El docente registra su asistencia.\nArtículo 2. El docente publica sus notas.',
  publicadoEn: '2026-08-03T15:00:00.000Z',
  aceptado,
  aceptadoEn: aceptado ? '2026-08-10T15:00:00.000Z' : null,
});

const page = (aceptado: boolean) => ({
  reglamentos: [regulation(aceptado)],
  total: 1,
  pagina: 1,
  tamanoPagina: 10,
});

describe('RegulationsPage', () => {
  it('shows each regulation in its current version and accepts a pending one once', async () => {
    let accepted = false;
    const sent: unknown[] = [];
    apiServer.use(
      http.get(listUrl, () => ok(page(accepted))),
      http.post(acceptUrl, async ({ request }) => {
        sent.push(await request.json());
        accepted = true;
        return ok({
          reglamentoId: 4,
          versionId: 9,
          numero: 2,
          aceptadoEn: '2026-09-14T15:00:00.000Z',
        });
      }),
    );
    renderWithProviders(<RegulationsPage />, { user: 'teacher' });
    await userEvent.click(await screen.findByRole('button', { name: 'Leer Reglamento docente' }));
    expect(screen.getByText('Versión 2 · publicada el 03/08/2026')).toBeInTheDocument();
    expect(screen.getByText(/Artículo 2\. El docente publica sus notas\./)).toBeInTheDocument();
    expect(screen.getByText('Aún no aceptas esta versión.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar esta versión' }));
    expect(await screen.findByText('Aceptaste esta versión el 10/08/2026.')).toBeInTheDocument();
    expect(sent).toEqual([{ versionId: 9 }]);
  });

  it('says when there are none, and offers a retry when they cannot load', async () => {
    apiServer.use(
      http.get(listUrl, () => ok({ reglamentos: [], total: 0, pagina: 1, tamanoPagina: 10 })),
    );
    const { unmount } = renderWithProviders(<RegulationsPage />, { user: 'teacher' });
    expect(
      await screen.findByText('No hay reglamentos publicados para docentes.'),
    ).toBeInTheDocument();
    unmount();
    apiServer.use(http.get(listUrl, () => failure(500)));
    renderWithProviders(<RegulationsPage />, { user: 'teacher' });
    expect(
      await screen.findByText('No pudimos cargar los reglamentos. Inténtalo nuevamente.'),
    ).toBeInTheDocument();
  });
});
