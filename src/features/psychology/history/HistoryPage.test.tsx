import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Cita } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import HistoryPage from './HistoryPage';

const listUrl = apiUrl('main', '/asesoria/alumno/citas');
const cita = (idCita: number, estado: Cita['estado'], modificable: boolean): Cita => ({
  idCita,
  fechaHoraInicio: '2026-11-30T14:00:00.000Z',
  fechaHoraFin: '2026-11-30T14:30:00.000Z',
  estado,
  modalidad: 'VIRTUAL',
  enlaceReunion:
    estado === 'CANCELADA' ? null : `https://reuniones.campus.example/orientacion/${idCita}`,
  motivo: `Motivo ${idCita}`,
  psicologo: 'Andrea Vargas Mendoza',
  modificable,
});

describe('HistoryPage', () => {
  it('lists the appointments with their state; only a changeable one can be cancelled', async () => {
    apiServer.use(
      http.get(listUrl, () =>
        ok([cita(3, 'AGENDADA', true), cita(2, 'ATENDIDA', false), cita(1, 'CANCELADA', false)]),
      ),
    );
    renderWithProviders(<HistoryPage />, { user: 'student' });
    const list = await screen.findByRole('list', { name: 'Historial de orientación psicológica' });
    const [upcoming, attended, cancelled] = within(list).getAllByRole('listitem');
    expect(within(upcoming!).getByText('Agendada')).toBeInTheDocument();
    expect(within(upcoming!).getByRole('button', { name: 'Cancelar cita' })).toBeInTheDocument();
    expect(within(upcoming!).getByRole('link', { name: 'Enlace de la reunión' })).toHaveAttribute(
      'href',
      'https://reuniones.campus.example/orientacion/3',
    );
    expect(within(attended!).getByText('Atendida')).toBeInTheDocument();
    expect(within(attended!).queryByRole('button', { name: 'Cancelar cita' })).toBeNull();
    // Issue 54: an attended session is over; adding it to a calendar helps no one.
    expect(within(attended!).queryByRole('button', { name: 'Añadir a mi calendario' })).toBeNull();
    expect(within(cancelled!).getByText('Cancelada')).toBeInTheDocument();
    expect(within(cancelled!).queryByRole('button')).toBeNull();
  });

  it('cancels after a confirmation and reads the list again', async () => {
    let state: Cita['estado'] = 'AGENDADA';
    apiServer.use(
      http.get(listUrl, () => ok([cita(3, state, state === 'AGENDADA')])),
      http.post(apiUrl('main', '/asesoria/alumno/citas/3/cancelar'), () => {
        state = 'CANCELADA';
        return ok(cita(3, 'CANCELADA', false));
      }),
    );
    const { user } = renderWithProviders(<HistoryPage />, { user: 'student' });
    await user.click(await screen.findByRole('button', { name: 'Cancelar cita' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar tu cita?' });
    // issue 54: no 'Cancelar' beside 'Cancelar cita', and one period after 'a. m.'/'p. m.'.
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(within(dialog).getByText(/^Se liberará el horario del .* [ap]\. m\.$/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar cita' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    // issue 54: the button that had the focus is gone; the focus goes to the list.
    expect(
      await screen.findByRole('list', { name: 'Historial de orientación psicológica' }),
    ).toHaveFocus();
  });
});
