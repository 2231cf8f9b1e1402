import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { action, alertCase, tutoringCase } from '../test/cases';
import SaeHistoryPage from './SaeHistoryPage';

describe('SaeHistoryPage', () => {
  it('shows the attended actions and the public notes, not the pending ones', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/sae/alumno/casos'), () =>
        ok([
          tutoringCase([
            action(11, 'ENTREVISTA', 'REALIZADA', '2026-11-13T15:00:00.000Z'),
            action(12, 'ENTREVISTA', 'CONFIRMADA', '2026-11-30T15:00:00.000Z'),
            action(13, 'FORMULARIO', 'PENDIENTE', '2026-12-04T15:00:00.000Z'),
          ]),
          alertCase,
        ]),
      ),
    );
    renderWithProviders(<SaeHistoryPage />, { user: 'student' });
    expect(await screen.findByText('Entrevista 11')).toBeInTheDocument();
    expect(screen.getByText('Asistencia confirmada')).toBeInTheDocument();
    expect(screen.queryByText('Ficha 13')).toBeNull();
    expect(screen.getByText('Acordamos un horario semanal de estudio.')).toBeInTheDocument();
    expect(screen.getByText('No tienes casos cerrados.')).toBeInTheDocument();
  });
});
