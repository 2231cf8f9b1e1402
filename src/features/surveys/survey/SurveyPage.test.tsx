import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EncuestaProgramadaResponseResults } from '@generated/main/model';
import { apiUrl, failure, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { queryClientWithCapitalizeRules } from '@/test/capitalizeRules';
import { currentUrl, renderWithProviders } from '@/test/renderWithProviders';
import SurveyPage from './SurveyPage';

const survey = (
  extra: Partial<EncuestaProgramadaResponseResults> = {},
): EncuestaProgramadaResponseResults => ({
  idProgramacion: 311,
  codigo: 'EVA_DOCENTE_CURSO',
  idTipoEncuesta: 846,
  titulo: 'Evaluación del docente',
  descripcion: 'Evalúa a tu docente en este curso.',
  curso: 'Base de Datos II',
  idSeccion: 3120,
  estado: 'PENDIENTE',
  omitible: true,
  abierta: true,
  fechaFin: '2026-12-16T15:00:00.000Z',
  preguntas: [
    {
      idPregunta: 5,
      orden: 1,
      tipo: 'EMOJI',
      enunciado: '¿Cómo calificarías las clases?',
      obligatoria: true,
      escalaMax: null,
      opciones: [],
    },
    {
      idPregunta: 7,
      orden: 2,
      tipo: 'ESCALA',
      enunciado: '¿Qué tan puntual es el docente?',
      obligatoria: true,
      escalaMax: 5,
      opciones: [],
    },
    {
      idPregunta: 8,
      orden: 3,
      tipo: 'TEXTO',
      enunciado: 'Comentarios',
      obligatoria: false,
      escalaMax: null,
      opciones: [],
    },
  ],
  ...extra,
});

const surveyUrl = apiUrl('main', '/encuesta/programada/311');
const answerUrl = apiUrl('main', '/encuesta/programada/311/responder');

const render = () =>
  renderWithProviders(null, {
    user: 'student',
    url: '/estudiantes/encuestas/opc/completar/curso/311',
    routes: [
      { path: '/estudiantes/encuestas/opc/completar/curso/:slug', element: <SurveyPage /> },
      { path: '/estudiantes/encuestassmart', element: <h1>Encuestas</h1> },
    ],
  });

describe('SurveyPage', () => {
  it('asks one question at a time, keeps the answers when sending fails, and sends them again', async () => {
    const sent: unknown[] = [];
    let fail = true;
    apiServer.use(
      http.get(surveyUrl, () => ok(survey())),
      http.post(answerUrl, async ({ request }) => {
        sent.push(await request.json());
        if (fail) return failure(500);
        return HttpResponse.json({
          results: null,
          messagePublic: '¡Gracias por responder la encuesta!',
        });
      }),
    );
    const { user, router } = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evaluación del docente' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Pregunta 1 de 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El campo es requerido.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bien' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByRole('progressbar', { name: 'Pregunta 2 de 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5 de 5' }));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('radio', { name: 'Bien' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await user.type(screen.getByLabelText('Tu respuesta'), 'Explica muy bien.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(
      await screen.findByText('Ocurrió un error en el servidor, por favor intente más tarde'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tu respuesta')).toHaveValue('Explica muy bien.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText('¡Gracias por responder la encuesta!')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/estudiantes/encuestassmart');
    expect(sent).toEqual([
      {
        respuestas: [
          { idPregunta: 5, valor: '4' },
          { idPregunta: 7, valor: '5' },
          { idPregunta: 8, valor: 'Explica muy bien.' },
        ],
      },
      {
        respuestas: [
          { idPregunta: 5, valor: '4' },
          { idPregunta: 7, valor: '5' },
          { idPregunta: 8, valor: 'Explica muy bien.' },
        ],
      },
    ]);
  });

  it('skips a skippable survey after confirming', async () => {
    const skipped: unknown[] = [];
    apiServer.use(
      http.get(surveyUrl, () => ok(survey())),
      http.patch(apiUrl('main', '/encuesta/omitir'), async ({ request }) => {
        skipped.push(await request.json());
        return ok(null);
      }),
    );
    const { user, router } = render();
    await user.click(await screen.findByRole('button', { name: 'Omitir encuesta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Omitir esta encuesta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Omitir' }));
    await screen.findByRole('heading', { name: 'Encuestas' });
    expect(currentUrl(router)).toBe('/estudiantes/encuestassmart');
    expect(skipped).toEqual([{ idProgramacion: 311 }]);
  });

  it('writes the course as CAPITALIZE_VARIABLES says, not as stored (issue 54)', async () => {
    apiServer.use(http.get(surveyUrl, () => ok(survey({ curso: 'inglés técnico i' }))));
    renderWithProviders(null, {
      user: 'student',
      url: '/estudiantes/encuestas/opc/completar/curso/311',
      routes: [
        { path: '/estudiantes/encuestas/opc/completar/curso/:slug', element: <SurveyPage /> },
      ],
      queryClient: queryClientWithCapitalizeRules('student'),
    });
    expect(await screen.findByText('Inglés Técnico I')).toBeInTheDocument();
  });

  it('says when the survey was already answered, instead of asking again', async () => {
    apiServer.use(http.get(surveyUrl, () => ok(survey({ estado: 'COMPLETADA' }))));
    render();
    expect(await screen.findByText('Ya respondiste esta encuesta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis encuestas' })).toHaveAttribute(
      'href',
      '/estudiantes/encuestassmart',
    );
  });

  it.each([403, 404])(
    'says plainly that a survey answered %i is not the student’s, with no retry that cannot work',
    async (status) => {
      apiServer.use(http.get(surveyUrl, () => failure(status, 'No tienes permiso.')));
      render();
      expect(
        await screen.findByText('Esta encuesta ya no está disponible o no está asignada a ti.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver mis encuestas' })).toHaveAttribute(
        'href',
        '/estudiantes/encuestassmart',
      );
    },
  );

  it('offers a retry when the survey failed to load otherwise', async () => {
    let calls = 0;
    apiServer.use(
      http.get(surveyUrl, () => {
        calls += 1;
        return calls === 1 ? failure(500) : ok(survey());
      }),
    );
    const { user } = render();
    expect(await screen.findByText('No pudimos cargar la encuesta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Evaluación del docente')).toBeInTheDocument();
  });
});
