import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { action, alertCase, tutoringCase } from '../test/cases';
import SaePendingPage from './SaePendingPage';

const casesUrl = apiUrl('main', '/sae/alumno/casos');
const confirmUrl = apiUrl('main', '/sae/alumno/acciones/:idAccion/confirmar');

const INTERVIEW = action(12, 'ENTREVISTA', 'PENDIENTE', '2026-11-30T15:00:00.000Z');
const FORM = action(13, 'FORMULARIO', 'PENDIENTE', '2026-12-04T15:00:00.000Z');

describe('SaePendingPage', () => {
  it('confirms an interview once, however often it is clicked, and reads the cases again', async () => {
    let confirmed = false;
    const sent: string[] = [];
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    apiServer.use(
      http.get(casesUrl, () =>
        ok([
          tutoringCase([confirmed ? { ...INTERVIEW, estado: 'CONFIRMADA' } : INTERVIEW, FORM]),
          alertCase,
        ]),
      ),
      http.post(confirmUrl, async ({ params }) => {
        sent.push(String(params.idAccion));
        // The answer waits until both clicks are in.
        await answered;
        confirmed = true;
        return ok({ ...INTERVIEW, estado: 'CONFIRMADA' });
      }),
    );
    const { user } = renderWithProviders(<SaePendingPage />, { user: 'student' });
    const list = await screen.findByRole('list', { name: 'Pendientes SAE' });
    const [interview, form] = within(list).getAllByRole('listitem');
    expect(within(interview!).getByText('Lugar: Oficina de tutoría')).toBeInTheDocument();
    expect(within(form!).queryByRole('button')).toBeNull();
    expect(within(form!).getByRole('link', { name: 'Responder formulario' })).toHaveAttribute(
      'href',
      '/estudiantes/sae/pendientes?formulario=13',
    );
    // Issue 54: one click bound the student to it; now they are asked first.
    await user.click(within(interview!).getByRole('button', { name: 'Confirmar asistencia' }));
    let question = screen.getByRole('dialog', { name: '¿Confirmas tu asistencia?' });
    expect(question).toHaveTextContent(
      'Asistirás a «Entrevista 12» el lunes, 30 de noviembre de 2026, 10:00 a. m., en Oficina de tutoría.',
    );
    await user.click(within(question).getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    await user.click(within(interview!).getByRole('button', { name: 'Confirmar asistencia' }));
    question = screen.getByRole('dialog', { name: '¿Confirmas tu asistencia?' });
    await user.dblClick(within(question).getByRole('button', { name: 'Confirmar asistencia' }));
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(sent).toEqual(['12']);
    expect(screen.queryByText('Entrevista 12')).toBeNull();
  });

  it('says so when nothing is pending', async () => {
    apiServer.use(http.get(casesUrl, () => ok([alertCase])));
    renderWithProviders(<SaePendingPage />, { user: 'student' });
    expect(await screen.findByText('No tienes acciones pendientes.')).toBeInTheDocument();
  });
});
