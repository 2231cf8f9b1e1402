import { screen, within } from '@testing-library/react';
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
            // Due on 4 December, answered on 20 November.
            action(
              14,
              'FORMULARIO',
              'REALIZADA',
              '2026-12-04T15:00:00.000Z',
              '2026-11-20T18:30:00.000Z',
            ),
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

  // Issue 54: a confirmed interview lost its time and place; an answered form read its due date.
  it('dates an interview at its hour and place, and a form on the day it was answered', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/sae/alumno/casos'), () =>
        ok([
          tutoringCase([
            action(
              12,
              'ENTREVISTA',
              'CONFIRMADA',
              '2026-11-30T15:00:00.000Z',
              '2026-11-25T14:00:00.000Z',
            ),
            action(
              14,
              'FORMULARIO',
              'REALIZADA',
              '2026-12-04T15:00:00.000Z',
              '2026-11-20T18:30:00.000Z',
            ),
          ]),
        ]),
      ),
    );
    renderWithProviders(<SaeHistoryPage />, { user: 'student' });
    const table = await screen.findByRole('table', { name: 'Acciones atendidas' });
    const [, form, interview] = within(table).getAllByRole('row');
    expect(interview).toHaveTextContent('Entrevista 12');
    expect(interview).toHaveTextContent('Lugar: Oficina de tutoría');
    expect(interview).toHaveTextContent('lunes, 30 de noviembre de 2026, 10:00 a. m.');
    expect(form).toHaveTextContent('Ficha 14');
    expect(form).toHaveTextContent('viernes, 20 de noviembre de 2026');
    expect(form).not.toHaveTextContent('4 de diciembre');
  });
});
