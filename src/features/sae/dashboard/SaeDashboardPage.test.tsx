import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { action, alertCase, tutoringCase } from '../test/cases';
import SaeDashboardPage from './SaeDashboardPage';

const serve = (...acciones: Parameters<typeof tutoringCase>[0]) =>
  apiServer.use(
    http.get(apiUrl('main', '/sae/alumno/casos'), () => ok([tutoringCase(acciones), alertCase])),
  );

describe('SaeDashboardPage', () => {
  // Issue 54: confirming the interview took its time and place off the dashboard.
  it('keeps a confirmed interview ahead as the next one, with its time and place', async () => {
    serve(
      action(11, 'ENTREVISTA', 'CONFIRMADA', '2020-03-02T15:00:00.000Z'),
      action(
        12,
        'ENTREVISTA',
        'CONFIRMADA',
        '2099-11-30T15:00:00.000Z',
        '2099-11-25T14:00:00.000Z',
      ),
    );
    renderWithProviders(<SaeDashboardPage />, { user: 'student' });
    expect(await screen.findByText('Tu próxima entrevista: Entrevista 12')).toBeInTheDocument();
    expect(
      screen.getByText('Fecha: lunes, 30 de noviembre de 2099, 10:00 a. m.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Lugar: Oficina de tutoría')).toBeInTheDocument();
    expect(screen.getByText('Asistencia confirmada')).toBeInTheDocument();
    expect(screen.getByText('No tienes acciones pendientes.')).toBeInTheDocument();
  });

  it('shows no interview once the confirmed one has passed', async () => {
    serve(action(11, 'ENTREVISTA', 'CONFIRMADA', '2020-03-02T15:00:00.000Z'));
    renderWithProviders(<SaeDashboardPage />, { user: 'student' });
    expect(await screen.findByText('No tienes acciones pendientes.')).toBeInTheDocument();
    expect(screen.queryByText(/Tu próxima entrevista/)).not.toBeInTheDocument();
  });
});
