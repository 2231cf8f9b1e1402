import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Cita } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import BookingPage from './BookingPage';

const slot = {
  idAsesoria: 812,
  fechaHoraInicio: '2026-12-09T14:00:00.000Z',
  fechaHoraFin: '2026-12-09T14:30:00.000Z',
  idPsicologo: 1004,
  psicologo: 'Andrea Vargas Mendoza',
};
const booked: Cita = {
  idCita: 31,
  fechaHoraInicio: slot.fechaHoraInicio,
  fechaHoraFin: slot.fechaHoraFin,
  estado: 'AGENDADA',
  modalidad: 'VIRTUAL',
  enlaceReunion: null,
  motivo: 'Ansiedad en exámenes',
  psicologo: slot.psicologo,
  modificable: true,
};

/** The student's appointments as the server keeps them, changed by booking and cancelling. */
function psychologyApi(initial: Cita[]) {
  let citas = initial;
  apiServer.use(
    http.get(apiUrl('main', '/asesoria/psicologos'), () =>
      ok([{ idPsicologo: 1004, nombre: slot.psicologo }]),
    ),
    http.get(apiUrl('main', '/asesoria/alumno/citas'), () => ok(citas)),
    http.get(apiUrl('main', '/asesoria/alumno/disponibles'), () =>
      ok(citas.length === 0 ? [slot] : []),
    ),
    http.post(apiUrl('main', '/asesoria/alumno/agendar'), () => {
      citas = [booked];
      return ok({ idCita: 31 });
    }),
    http.post(apiUrl('main', '/asesoria/alumno/citas/31/cancelar'), () => {
      citas = [];
      return ok({ ...booked, estado: 'CANCELADA', modificable: false });
    }),
  );
}

// issue 54: booking removes the slot's button and cancelling 'Cancelar cita', each of which had
// the focus; the focus goes to the section that changed, not to the page's body.
describe('BookingPage focus', () => {
  it('goes to the appointment just booked', async () => {
    psychologyApi([]);
    const { user } = renderWithProviders(<BookingPage />, { user: 'student' });
    await user.click(await screen.findByRole('button', { name: /con Andrea Vargas Mendoza$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirma tu cita' });
    await user.click(within(dialog).getByRole('radio', { name: /^Virtual/ }));
    await user.type(within(dialog).getByLabelText(/Motivo de la consulta/), 'Ansiedad en exámenes');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cita' }));
    const heading = await screen.findByRole('heading', { name: 'Tu próxima cita' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('goes to the free slots once the appointment is cancelled', async () => {
    psychologyApi([booked]);
    const { user } = renderWithProviders(<BookingPage />, { user: 'student' });
    await user.click(await screen.findByRole('button', { name: 'Cancelar cita' }));
    const question = await screen.findByRole('dialog', { name: '¿Cancelar tu cita?' });
    await user.click(within(question).getByRole('button', { name: 'Cancelar cita' }));
    const heading = await screen.findByRole('heading', { name: 'Horarios libres' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Tu próxima cita' })).toBeNull();
  });
});
