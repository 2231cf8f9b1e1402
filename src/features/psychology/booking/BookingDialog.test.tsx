import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import BookingDialog from './BookingDialog';

const bookUrl = apiUrl('main', '/asesoria/alumno/agendar');
const slot = {
  idAsesoria: 812,
  fechaHoraInicio: '2026-11-30T14:00:00.000Z',
  fechaHoraFin: '2026-11-30T14:30:00.000Z',
  idPsicologo: 1004,
  psicologo: 'Andrea Vargas Mendoza',
};
const TAKEN = 'Otro estudiante acaba de reservar ese horario. Elige otro horario disponible.';

afterEach(() => vi.restoreAllMocks());

function renderDialog() {
  const onClose = vi.fn();
  const onRefused = vi.fn();
  const view = renderWithProviders(
    <BookingDialog slot={slot} moving={null} onClose={onClose} onRefused={onRefused} />,
    { user: 'student' },
  );
  return { ...view, onClose, onRefused };
}

async function fill(user: ReturnType<typeof renderDialog>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirma tu cita' });
  await user.click(within(dialog).getByRole('radio', { name: /^Virtual/ }));
  await user.type(within(dialog).getByLabelText(/Motivo de la consulta/), 'Ansiedad en exámenes');
  return dialog;
}

describe('BookingDialog', () => {
  it('books once with its idempotency key, however often it is clicked', async () => {
    const bodies: unknown[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    apiServer.use(
      http.post(bookUrl, async ({ request }) => {
        bodies.push(await request.json());
        // The answer waits until both clicks are in.
        await answered;
        return ok({ idCita: 31 });
      }),
    );
    const show = vi.spyOn(toast, 'show');
    const { user, onClose } = renderDialog();
    const dialog = await fill(user);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar cita' });
    await user.dblClick(confirm);
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      idAsesoria: 812,
      modalidad: 'VIRTUAL',
      motivo: 'Ansiedad en exámenes',
      claveIdempotencia: expect.any(String),
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('closes with the server’s words when another student took the slot, and reloads the list', async () => {
    apiServer.use(http.post(bookUrl, () => failure(409, TAKEN)));
    const show = vi.spyOn(toast, 'show');
    const { user, onClose, onRefused } = renderDialog();
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cita' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRefused).toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith({ type: 'warning', detail: TAKEN, life: 5000 });
  });

  it('keeps what was typed when the server fails, for another try', async () => {
    apiServer.use(http.post(bookUrl, () => failure(500)));
    const { user, onClose } = renderDialog();
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cita' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirmar cita' })).toBeEnabled(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Motivo de la consulta/)).toHaveValue(
      'Ansiedad en exámenes',
    );
  });

  it('asks for the modality and the reason', async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Confirma tu cita' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cita' }));
    expect(await within(dialog).findAllByText('El campo es requerido.')).toHaveLength(2);
  });

  it('moves the upcoming appointment to the slot without asking again', async () => {
    const moved: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('main', '/asesoria/alumno/citas/31/reprogramar'), async ({ request }) => {
        moved.push(await request.json());
        return ok({ idCita: 31 });
      }),
    );
    const onClose = vi.fn();
    const upcoming = {
      idCita: 31,
      fechaHoraInicio: '2026-12-01T14:00:00.000Z',
      fechaHoraFin: '2026-12-01T14:30:00.000Z',
      estado: 'AGENDADA' as const,
      modalidad: 'VIRTUAL' as const,
      enlaceReunion: null,
      motivo: 'Estrés',
      psicologo: 'Andrea Vargas Mendoza',
      modificable: true,
    };
    const { user } = renderWithProviders(
      <BookingDialog slot={slot} moving={upcoming} onClose={onClose} onRefused={vi.fn()} />,
      { user: 'student' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirma tu cita' });
    expect(within(dialog).queryByLabelText(/Motivo de la consulta/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reprogramar aquí' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(moved).toEqual([{ idAsesoria: 812 }]);
  });

  it('asks before Escape drops a typed reason, keeps it on «Seguir editando», closes on «Descartar» (issue 54)', async () => {
    const { user, onClose } = renderDialog();
    const dialog = await fill(user);
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    expect(within(dialog).getByLabelText(/Motivo de la consulta/)).toHaveValue(
      'Ansiedad en exámenes',
    );
    expect(onClose).not.toHaveBeenCalled();
    // The first question leaves with a transition: ask again only once it is gone, so the
    // 'Descartar' clicked is the new question's.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })).getByRole(
        'button',
        { name: 'Descartar' },
      ),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without asking while nothing was typed', async () => {
    const { user, onClose } = renderDialog();
    await screen.findByRole('dialog', { name: 'Confirma tu cita' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
