import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CapacitacionResumen } from '@generated/main/model';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import TrainingList, { PAGE_SIZE } from './TrainingList';
import { texts } from './texts';

const listUrl = apiUrl('main', '/docente/capacitaciones/listar');

const training = (
  id: number,
  overrides: Partial<CapacitacionResumen> = {},
): CapacitacionResumen => ({
  idCapacitacion: id,
  nombre: `Capacitación ${id}`,
  tipo: 'RUTA',
  modalidad: 'VIRTUAL',
  horas: 20,
  fechaInicio: '2026-10-01',
  fechaFin: '2026-12-20',
  estado: 'EN_CURSO',
  modulos: 4,
  modulosCompletados: 1,
  avance: 25,
  vencida: false,
  nota: null,
  fechaFinalizacion: null,
  ruta: null,
  ...overrides,
});

describe('TrainingList', () => {
  it('asks the server for its state, six a page, and links each training by its state', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.get(listUrl, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('pagina'));
        return ok({
          total: 8,
          capacitaciones:
            page === 1
              ? [
                  training(1, { vencida: true }),
                  training(2, {
                    estado: 'FINALIZADA',
                    nota: 17.5,
                    avance: 100,
                    fechaFinalizacion: '2026-11-02',
                  }),
                ]
              : [training(7)],
        });
      }),
    );
    renderWithProviders(<TrainingList list="inProgress" />, {
      user: 'teacher',
    });
    const first = await screen.findByRole('article', { name: 'Capacitación 1' });
    expect(within(first).getByText('Vencida')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(first).getByRole('link', { name: 'Ver Capacitación 1' })).toHaveAttribute(
      'href',
      '/docentes/capacitaciones/en-curso/1',
    );
    const finished = screen.getByRole('article', { name: 'Capacitación 2' });
    expect(within(finished).getByText(/Nota: 17\.5/)).toBeInTheDocument();
    expect(within(finished).getByRole('link', { name: 'Ver Capacitación 2' })).toHaveAttribute(
      'href',
      '/docentes/capacitaciones/finalizadas/2',
    );
    await userEvent.click(screen.getByRole('button', { name: /página 2/i }));
    expect(await screen.findByRole('article', { name: 'Capacitación 7' })).toBeInTheDocument();
    expect(requests.map((request) => request.query)).toEqual([
      { estado: 'EN_CURSO', pagina: '1', tamanoPagina: String(PAGE_SIZE) },
      { estado: 'EN_CURSO', pagina: '2', tamanoPagina: String(PAGE_SIZE) },
    ]);
  });

  it('says when there are none, and offers a retry when they cannot load', async () => {
    apiServer.use(http.get(listUrl, () => ok({ total: 0, capacitaciones: [] })));
    const { unmount } = renderWithProviders(<TrainingList list="others" />, { user: 'teacher' });
    expect(await screen.findByText('No hay otras capacitaciones disponibles.')).toBeInTheDocument();
    unmount();
    let calls = 0;
    apiServer.use(
      http.get(listUrl, () => {
        calls += 1;
        return calls === 1 ? failure(500) : ok({ total: 1, capacitaciones: [training(3)] });
      }),
    );
    renderWithProviders(<TrainingList list="others" />, {
      user: 'teacher',
    });
    expect(await screen.findByText(texts.loadError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Capacitación 3' })).toBeInTheDocument();
  });
});
