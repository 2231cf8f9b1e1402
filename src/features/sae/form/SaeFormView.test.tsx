import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FormularioSae, ResponderFormularioSaeRequest } from '@generated/main/model';
import { toast } from '@/lib/toast';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import SaePendingPage from '../pending/SaePendingPage';

const formUrl = apiUrl('main', '/sae/alumno/formularios/:idAccion');
const answerUrl = apiUrl('main', '/sae/alumno/formularios/:idAccion/respuestas');

const FORM: FormularioSae = {
  idAccion: 13,
  titulo: 'Ficha de hábitos de estudio',
  descripcion: 'Cuéntanos cómo organizas tu tiempo de estudio.',
  motivo: 'Organización del tiempo de estudio',
  fecha: '2026-12-04T15:00:00.000Z',
  estado: 'PENDIENTE',
  realizadaEn: null,
  casoAbierto: true,
  preguntas: [
    {
      idPregunta: 1,
      tipo: 'OPCION',
      enunciado: '¿Cuántas horas estudias?',
      opciones: ['Menos de 3 horas', 'Más de 3 horas'],
      obligatoria: true,
      respuesta: null,
    },
    {
      idPregunta: 2,
      tipo: 'TEXTO',
      enunciado: '¿Qué te cuesta más?',
      opciones: [],
      obligatoria: true,
      respuesta: null,
    },
    {
      idPregunta: 3,
      tipo: 'TEXTO',
      enunciado: '¿Algo más?',
      opciones: [],
      obligatoria: false,
      respuesta: null,
    },
  ],
};

const URL = '/estudiantes/sae/pendientes?formulario=13';

describe('SaeFormView', () => {
  it('asks every required question, sends once however often it is clicked, then shows the answers', async () => {
    let answered: FormularioSae | null = null;
    const sent: ResponderFormularioSaeRequest[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    apiServer.use(
      http.get(formUrl, () => ok(answered ?? FORM)),
      http.post(answerUrl, async ({ request }) => {
        const body = (await request.json()) as ResponderFormularioSaeRequest;
        sent.push(body);
        await held;
        answered = {
          ...FORM,
          estado: 'REALIZADA',
          realizadaEn: '2026-11-27T15:00:00.000Z',
          preguntas: FORM.preguntas.map((q) => ({
            ...q,
            respuesta: body.respuestas.find((a) => a.idPregunta === q.idPregunta)?.valor ?? null,
          })),
        };
        return HttpResponse.json({ results: answered, messagePublic: 'Enviamos tus respuestas.' });
      }),
    );
    const { user } = renderWithProviders(<SaePendingPage />, { user: 'student', url: URL });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ficha de hábitos de estudio' }),
    ).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar respuestas' });
    await user.click(send);
    expect(await screen.findAllByText('Responde esta pregunta.')).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Más de 3 horas' }));
    await user.type(screen.getByRole('textbox', { name: /¿Qué te cuesta más\?/ }), '  El inglés  ');
    await user.dblClick(send);
    release();
    expect(await screen.findByText(/Respondiste este formulario el/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.respuestas).toEqual([
      { idPregunta: 1, valor: 'Más de 3 horas' },
      { idPregunta: 2, valor: 'El inglés' },
    ]);
    expect(screen.getByText('El inglés')).toBeInTheDocument();
    expect(screen.getByText('Sin respuesta')).toBeInTheDocument();
  });

  it("keeps what was written when the answer is refused, with the server's message", async () => {
    apiServer.use(
      http.get(formUrl, () => ok(FORM)),
      http.post(answerUrl, () => failure(409, 'Ya respondiste este formulario.')),
    );
    const { user } = renderWithProviders(<SaePendingPage />, { user: 'student', url: URL });
    await user.click(await screen.findByRole('radio', { name: 'Menos de 3 horas' }));
    const text = screen.getByRole('textbox', { name: /¿Qué te cuesta más\?/ });
    await user.type(text, 'Organizarme');
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    await waitFor(() =>
      expect(toast.getSnapshot().map((item) => item.detail)).toContain(
        'Ya respondiste este formulario.',
      ),
    );
    expect(text).toHaveValue('Organizarme');
  });

  it('says a form of a closed case can no longer be answered, and offers no field', async () => {
    const cancelled: FormularioSae = { ...FORM, estado: 'CANCELADA', casoAbierto: false };
    apiServer.use(http.get(formUrl, () => ok(cancelled)));
    renderWithProviders(<SaePendingPage />, { user: 'student', url: URL });
    expect(
      await screen.findByText('El caso de este formulario está cerrado: ya no puedes responderlo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar/ })).not.toBeInTheDocument();
  });

  it("says a form that is not the student's is not found", async () => {
    apiServer.use(http.get(formUrl, () => failure(403, 'No tienes permiso.')));
    renderWithProviders(<SaePendingPage />, { user: 'student', url: URL });
    expect(await screen.findByText('No encontramos este formulario.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a pendientes' })).toBeInTheDocument();
  });
});
