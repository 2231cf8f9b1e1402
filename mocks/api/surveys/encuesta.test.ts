// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAnswers } from '../../test/surveyAnswers.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { surveyTexts } from './texts.ts';

const MAIN = '/api/main';
const DAY = 86_400_000;

interface Encuesta {
  idProgramacion: number;
  idTipoEncuesta: number;
  estado: string;
  omitible: boolean;
  abierta: boolean;
  curso: string | null;
}
interface Pregunta {
  idPregunta: number;
  tipo: string;
  obligatoria: boolean;
  escalaMax: number | null;
  opciones: { id: number; backgroundColor: string | null }[];
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const list = async (usuario = 'alumno'): Promise<Encuesta[]> =>
  (await api.call(usuario, { url: `${MAIN}/encuesta/programadas/listar` })).json().results;
const questions = async (id: number, usuario = 'alumno'): Promise<Pregunta[]> =>
  (await api.call(usuario, { url: `${MAIN}/encuesta/programada/${id}` })).json().results.preguntas;
const answer = (id: number, respuestas: unknown, usuario = 'alumno') =>
  api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/encuesta/programada/${id}/responder`,
    payload: { respuestas },
  });
const skip = (idProgramacion: number, usuario = 'alumno') =>
  api.call(usuario, {
    method: 'PATCH',
    url: `${MAIN}/encuesta/omitir`,
    payload: { idProgramacion },
  });

const pending = async (type: number) => {
  const survey = (await list()).find((s) => s.idTipoEncuesta === type && s.estado === 'PENDIENTE');
  if (!survey) throw new Error(`No pending survey of type ${type}`);
  return survey;
};

describe('listarEncuestasProgramadas', () => {
  it("lists the student's surveys of the three types, open ones to answer first", async () => {
    const surveys = await list();
    expect(new Set(surveys.map((s) => s.idTipoEncuesta))).toEqual(new Set([847, 846, 1820]));
    expect(surveys.every((s) => s.estado === 'PENDIENTE' && s.abierta)).toBe(true);
    expect(surveys.find((s) => s.idTipoEncuesta === 847)).toMatchObject({
      curso: null,
      omitible: true,
    });
    expect(surveys.find((s) => s.idTipoEncuesta === 846)?.curso).toBeTruthy();
    expect(
      (await api.call('docente', { url: `${MAIN}/encuesta/programadas/listar` })).statusCode,
    ).toBe(403);
  });
});

describe('responderEncuestaProgramada', () => {
  it('takes one valid answer per question, once', async () => {
    const survey = await pending(846);
    const preguntas = await questions(survey.idProgramacion);
    expect(preguntas.map((q) => q.tipo)).toEqual(['EMOJI', 'OPCION', 'ESCALA', 'TEXTO']);
    expect(preguntas[1].opciones[0].backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    const response = await answer(survey.idProgramacion, validAnswers(preguntas));
    expect(response.statusCode).toBe(200);
    expect(response.json().messagePublic).toBe(surveyTexts.thanks);
    const again = await answer(survey.idProgramacion, validAnswers(preguntas));
    expect(again.statusCode).toBe(400);
    expect(again.json().messagePublic).toBe(surveyTexts.answered);
    expect((await list()).find((s) => s.idProgramacion === survey.idProgramacion)?.estado).toBe(
      'COMPLETADA',
    );
  });

  it('refuses missing required answers and values outside each scale, writing nothing', async () => {
    const survey = await pending(1820);
    const preguntas = await questions(survey.idProgramacion);
    const valid = validAnswers(preguntas);
    const withValue = (index: number, valor: string) =>
      valid.map((item, at) => (at === index ? { ...item, valor } : item));
    const scale = preguntas.findIndex((q) => q.tipo === 'ESCALA');
    const emoji = preguntas.findIndex((q) => q.tipo === 'EMOJI');
    const option = preguntas.findIndex((q) => q.tipo === 'OPCION');
    const cases: [unknown, string][] = [
      [valid.slice(1), surveyTexts.required],
      [withValue(scale, '   '), surveyTexts.required],
      [withValue(scale, String(preguntas[scale].escalaMax! + 1)), surveyTexts.invalid],
      [withValue(scale, '0'), surveyTexts.invalid],
      [withValue(emoji, '6'), surveyTexts.invalid],
      [withValue(option, '999999'), surveyTexts.invalid],
      [[...valid, { idPregunta: 999_999, valor: '1' }], surveyTexts.foreign],
      [[...valid, valid[0]], surveyTexts.foreign],
    ];
    for (const [respuestas, message] of cases) {
      const response = await answer(survey.idProgramacion, respuestas);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().messagePublic).toBe(message);
    }
    // The edges of the scale are valid.
    const edges = withValue(scale, String(preguntas[scale].escalaMax));
    expect((await answer(survey.idProgramacion, edges)).statusCode).toBe(200);
  });

  it("refuses someone else's survey (403) and an unknown one (404)", async () => {
    const mine = await pending(847);
    expect(
      (await api.call('alumno1', { url: `${MAIN}/encuesta/programada/${mine.idProgramacion}` }))
        .statusCode,
    ).toBe(200);
    const course = (await list()).find((s) => s.idTipoEncuesta === 846)!;
    const stranger = await api.call('alumno8', {
      url: `${MAIN}/encuesta/programada/${course.idProgramacion}`,
    });
    expect(stranger.statusCode).toBe(403);
    expect((await answer(course.idProgramacion, [], 'alumno8')).statusCode).toBe(403);
    expect(
      (await api.call('alumno', { url: `${MAIN}/encuesta/programada/999999` })).statusCode,
    ).toBe(404);
  });

  it('refuses a survey once its window closed (three weeks after it opened)', async () => {
    // A student signing in for the first time then, so their session is of that day.
    api.advance(22 * DAY);
    try {
      const survey = (await list('alumno2')).find((s) => s.idTipoEncuesta === 847)!;
      expect(survey.abierta).toBe(false);
      const preguntas = await questions(survey.idProgramacion, 'alumno2');
      const response = await answer(survey.idProgramacion, validAnswers(preguntas), 'alumno2');
      expect(response.json().messagePublic).toBe(surveyTexts.closed);
    } finally {
      api.advance(-22 * DAY);
    }
  });
});

describe('omitirEncuesta', () => {
  it('skips a skippable survey, then refuses to answer it; a required one cannot be skipped', async () => {
    const survey = await pending(847);
    expect((await skip(survey.idProgramacion)).statusCode).toBe(200);
    const answerAfter = await answer(
      survey.idProgramacion,
      validAnswers(await questions(survey.idProgramacion)),
    );
    expect(answerAfter.json().messagePublic).toBe(surveyTexts.skipped);
    const required = (await list()).find(
      (s) => s.idTipoEncuesta === 846 && s.estado === 'PENDIENTE',
    )!;
    const refused = await skip(required.idProgramacion);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messagePublic).toBe(surveyTexts.notSkippable);
  });
});
