import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import ReferralForm from './ReferralForm';

const programmeUrl = apiUrl('main', '/referidos/alumno/programa');
const referUrl = apiUrl('main', '/referidos/alumno');

const DUPLICATE = 'Esta persona ya fue referida. Cada persona puede ser referida una sola vez.';

function serve(answer: () => Response, answered: Promise<void> = Promise.resolve()) {
  const sent: Array<Record<string, unknown>> = [];
  apiServer.use(
    http.get(programmeUrl, () =>
      ok({
        reglas: [],
        beneficios: [],
        programas: [{ idPrograma: 4, nombre: 'Desarrollo de Software' }],
      }),
    ),
    http.post(referUrl, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      await answered;
      return answer();
    }),
  );
  return sent;
}

async function fill(telefono: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nombres/), ' Mateo ');
  await user.type(screen.getByLabelText(/^Apellidos/), 'Salazar Huamán');
  await user.type(screen.getByLabelText(/^Celular/), telefono);
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'mateo@correo.example');
  await user.click(screen.getByRole('combobox', { name: /Programa de interés/ }));
  await user.click(await screen.findByRole('option', { name: 'Desarrollo de Software' }));
  return user;
}

const submitButton = () => screen.getByRole('button', { name: 'Registrar referido' });

describe('ReferralForm', () => {
  it('asks for the consent and a Peruvian mobile before sending anything', async () => {
    const sent = serve(() => ok({}));
    renderWithProviders(<ReferralForm onRegistered={() => undefined} />, { user: 'student' });
    const user = await fill('812345678');
    await user.click(submitButton());
    expect(
      await screen.findByText('Necesitamos el consentimiento de tu referido para registrarlo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No es un número válido.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed referral once under one key, however often it is clicked', async () => {
    let release = () => {};
    // The answer waits until both clicks are in.
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = serve(() => ok({ idReferido: 1 }), answered);
    let registered = 0;
    renderWithProviders(<ReferralForm onRegistered={() => (registered += 1)} />, {
      user: 'student',
    });
    const user = await fill('912345678');
    await user.click(screen.getByRole('checkbox', { name: /aceptó que el área de admisión/ }));
    await user.dblClick(submitButton());
    release();
    await waitFor(() => expect(registered).toBe(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      nombres: 'Mateo',
      apellidos: 'Salazar Huamán',
      telefono: '912345678',
      correo: 'mateo@correo.example',
      idPrograma: 4,
      consentimiento: true,
    });
    expect(String(sent[0]!.claveIdempotencia)).toHaveLength(36);
  });

  it('keeps what was typed when the person was already referred, with the message under the field', async () => {
    const sent = serve(() =>
      Response.json(
        {
          results: null,
          messagePublic: DUPLICATE,
          errors: { telefono: ['Este celular ya fue registrado como referido.'] },
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<ReferralForm onRegistered={() => undefined} />, { user: 'student' });
    const user = await fill('912345678');
    await user.click(screen.getByRole('checkbox', { name: /aceptó que el área de admisión/ }));
    await user.click(submitButton());
    expect(
      await screen.findByText('Este celular ya fue registrado como referido.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.getSnapshot().map((item) => item.detail)).toContain(DUPLICATE),
    );
    expect(screen.getByLabelText(/^Nombres/)).toHaveValue(' Mateo ');
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.claveIdempotencia).toBe(sent[0]!.claveIdempotencia);
  });
});
