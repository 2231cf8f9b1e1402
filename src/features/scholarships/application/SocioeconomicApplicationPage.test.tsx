import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FichaBecaSocioeconomica } from '@generated/main/model';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import SocioeconomicApplicationPage from './SocioeconomicApplicationPage';

const url = apiUrl('main', '/becas/socioeconomica/alumno');
const submitUrl = apiUrl('main', '/becas/socioeconomica/alumno/enviar');
const FILE = { idArchivo: 7, nombre: 'boleta.pdf', extension: 'pdf', tamano: 120 };

const ficha = (extra: Partial<FichaBecaSocioeconomica> = {}): FichaBecaSocioeconomica => ({
  periodo: '2026-II',
  enviada: false,
  hogar: { integrantes: 4, dependientes: 2, sostenHogar: 'MADRE' },
  ingresos: null,
  vivienda: null,
  documentos: [
    { tipo: 'SUSTENTO_INGRESOS', nombre: 'Sustento de ingresos del hogar', archivo: null },
    { tipo: 'RECIBO_SERVICIOS', nombre: 'Recibo de luz o agua', archivo: null },
  ],
  formatos: ['pdf', 'jpg', 'jpeg', 'png'],
  tamanoMaximo: 5242880,
  solicitud: null,
  ...extra,
});

/** Serves `first`, records each save and answers it with `answer` (the saved form by default). */
function serve(first: FichaBecaSocioeconomica, answer?: () => Response) {
  const saves: Array<Record<string, unknown>> = [];
  let current = first;
  apiServer.use(
    http.get(url, () => ok(current)),
    http.put(url, async ({ request }) => {
      const body = (await request.json()) as Partial<FichaBecaSocioeconomica>;
      saves.push(body);
      if (answer) return answer();
      current = { ...current, ...body };
      return ok(current);
    }),
  );
  return saves;
}

describe('SocioeconomicApplicationPage', () => {
  it('resumes at the first step not saved and saves it as the draft, then moves on', async () => {
    const saves = serve(ficha());
    renderWithProviders(<SocioeconomicApplicationPage />, { user: 'student' });
    expect(
      await screen.findByRole('heading', { name: 'Paso 2 de 5: Ingresos' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Ingreso mensual del hogar/), '1800');
    await user.type(screen.getByLabelText(/^Integrantes que aportan ingresos/), '5');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    // At most the 4 members saved before: said before anything is sent.
    expect(await screen.findByText('Has llegado al valor límite')).toBeInTheDocument();
    expect(saves).toEqual([]);
    await user.clear(screen.getByLabelText(/^Integrantes que aportan ingresos/));
    await user.type(screen.getByLabelText(/^Integrantes que aportan ingresos/), '2');
    await user.dblClick(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByRole('heading', { name: 'Paso 3 de 5: Vivienda' }),
    ).toBeInTheDocument();
    expect(saves).toEqual([{ ingresos: { ingresoMensual: 1800, aportantes: 2 } }]);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByLabelText(/^Ingreso mensual del hogar/)).toHaveValue('1800');
  });

  it('keeps what was typed when the server refuses the step, with its message under the field', async () => {
    const saves = serve(ficha({ hogar: null }), () =>
      Response.json(
        {
          results: null,
          messagePublic: 'Los dependientes deben ser menos que los integrantes del hogar.',
          errors: {
            dependientes: ['Los dependientes deben ser menos que los integrantes del hogar.'],
          },
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<SocioeconomicApplicationPage />, { user: 'student' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Integrantes del hogar/), '3');
    await user.type(screen.getByLabelText(/^Dependientes económicos/), '1');
    await user.click(screen.getByRole('combobox', { name: /Sostén del hogar/ }));
    await user.click(await screen.findByRole('option', { name: 'Madre' }));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByText('Los dependientes deben ser menos que los integrantes del hogar.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Integrantes del hogar/)).toHaveValue('3');
    expect(screen.getByRole('heading', { name: 'Paso 1 de 5: Hogar' })).toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  // Issue 54: S/ 3.00 was saved without a question. Below S/ 100 the student confirms or fixes it;
  // S/ 100 itself is saved at once.
  it('asks before saving an income under S/ 100, and saves S/ 100 without asking', async () => {
    const saves = serve(ficha());
    renderWithProviders(<SocioeconomicApplicationPage />, { user: 'student' });
    await screen.findByRole('heading', { name: 'Paso 2 de 5: Ingresos' });
    const user = userEvent.setup();
    const income = screen.getByLabelText(/^Ingreso mensual del hogar/);
    await user.type(income, '99');
    await user.type(screen.getByLabelText(/^Integrantes que aportan ingresos/), '1');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    const question = await screen.findByRole('dialog', { name: '¿El ingreso mensual es correcto?' });
    expect(question).toHaveTextContent(/ingreso mensual del hogar de S\/\s?99\.00/);
    expect(saves).toEqual([]);
    // 'Corregir' goes back to the field with nothing saved.
    await user.click(screen.getByRole('button', { name: 'Corregir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toEqual([]);
    await user.clear(income);
    await user.type(income, '100');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('heading', { name: 'Paso 3 de 5: Vivienda' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves).toEqual([{ ingresos: { ingresoMensual: 100, aportantes: 1 } }]);
  });

  it('saves a low income once the student confirms it', async () => {
    const saves = serve(ficha());
    renderWithProviders(<SocioeconomicApplicationPage />, { user: 'student' });
    await screen.findByRole('heading', { name: 'Paso 2 de 5: Ingresos' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Ingreso mensual del hogar/), '3');
    await user.type(screen.getByLabelText(/^Integrantes que aportan ingresos/), '1');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('dialog', { name: '¿El ingreso mensual es correcto?' });
    await user.click(screen.getByRole('button', { name: 'Sí, es correcto' }));
    await screen.findByRole('heading', { name: 'Paso 3 de 5: Vivienda' });
    expect(saves).toEqual([{ ingresos: { ingresoMensual: 3, aportantes: 1 } }]);
  });

  it('reviews a complete form and submits it once under one key', async () => {
    const complete = ficha({
      ingresos: { ingresoMensual: 1800, aportantes: 1 },
      vivienda: { tenencia: 'ALQUILADA', habitaciones: 2 },
      documentos: ficha().documentos.map((d) => ({ ...d, archivo: FILE })),
    });
    const submitted: FichaBecaSocioeconomica = {
      ...complete,
      enviada: true,
      solicitud: {
        idSolicitud: 9,
        tipo: 'SOCIOECONOMICA',
        beca: 'Beca socioeconómica',
        periodo: '2026-II',
        estado: 'EN_EVALUACION',
        motivoRechazo: null,
        vigenteHasta: null,
        solicitadaEn: '2026-09-02T15:00:00.000Z',
      },
    };
    const sent: Array<Record<string, unknown>> = [];
    let release = () => {};
    // The answer waits until both clicks are in.
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The form reads as submitted once the submission arrived, as the server keeps it.
    apiServer.use(
      http.get(url, () => ok(sent.length > 0 ? submitted : complete)),
      http.post(submitUrl, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        await answered;
        return ok(submitted);
      }),
    );
    renderWithProviders(<SocioeconomicApplicationPage />, { user: 'student' });
    expect(await screen.findByRole('heading', { name: 'Paso 5 de 5: Enviar' })).toBeInTheDocument();
    expect(screen.getByText('Alquilada, 2 habitaciones')).toBeInTheDocument();
    // One earner reads in the singular (issue 54: '1 dependientes').
    expect(screen.getByText(/al mes, 1 aportante$/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'Enviar solicitud' }));
    release();
    expect(
      await screen.findByText('Enviaste tu solicitud de beca socioeconómica del periodo 2026-II.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Estado: En evaluación')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(String(sent[0]!.claveIdempotencia)).toHaveLength(36);
  });
});
