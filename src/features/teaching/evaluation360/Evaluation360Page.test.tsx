import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import Evaluation360Page from './Evaluation360Page';

const url = apiUrl('main', '/docente/evaluacion-360');

describe('Evaluation360Page', () => {
  it('shows each dimension by source with its mean, and the overall mean', async () => {
    apiServer.use(
      http.get(url, () =>
        ok({
          periodos: ['2026-I', '2025-II'],
          codigoPeriodo: '2026-I',
          promedio: 4.25,
          dimensiones: [
            {
              dimension: 'Clima de aula',
              autoevaluacion: 5,
              estudiantes: 4.1,
              pares: 4,
              jefatura: 3.9,
              promedio: 4.25,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<Evaluation360Page />, { user: 'teacher', width: 1280 });
    expect(await screen.findByText('4.25 de 5')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: /^Resultados por dimensión/ });
    expect(table).toHaveTextContent('Clima de aula');
    expect(table).toHaveTextContent('4.1');
    expect(
      screen.getByRole('img', {
        name: /^Gráfico de barras de tu evaluación 360° del periodo 2026-I/,
      }),
    ).toBeInTheDocument();
  });

  it('ignores a malformed period in the address and says when there are no results', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.get(url, () =>
        ok({ periodos: [], codigoPeriodo: null, promedio: null, dimensiones: [] }),
      ),
    );
    renderWithProviders(<Evaluation360Page />, { user: 'teacher', url: '/?periodo=2026' });
    expect(
      await screen.findByText('Aún no tienes resultados de la evaluación 360°.'),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.query)).toEqual([{}]);
  });
});
