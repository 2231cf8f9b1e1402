import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryFlag, queryOne } from '../../db/query.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { surveyTexts as texts } from './texts.ts';
import {
  FINISH_SQL,
  INSERT_ANSWER_SQL,
  LIST_SQL,
  ONE_SQL,
  OPTIONS_SQL,
  QUESTIONS_SQL,
  SCHEDULE_EXISTS_SQL,
} from './encuesta.sql.ts';

type Encuesta = components['schemas']['EncuestaProgramada'];
type Pregunta = components['schemas']['PreguntaEncuesta'];

interface SurveyRow extends Omit<Encuesta, 'omitible' | 'abierta' | 'fechaFin'> {
  omitible: number;
  abierta: number;
  closesAt: number;
  surveyId: number;
}

type QuestionRow = Omit<Pregunta, 'obligatoria' | 'opciones'> & { obligatoria: number };

const EMOJI_FACES = 5;

const toSurvey = ({
  omitible,
  abierta,
  closesAt,
  surveyId: _survey,
  ...row
}: SurveyRow): Encuesta => ({
  ...row,
  omitible: omitible === 1,
  abierta: abierta === 1,
  fechaFin: new Date(closesAt).toISOString(),
});

const refused = (message: string, field = 'respuestas') =>
  new ApiError(400, 'Survey refused', message, { errors: { [field]: [message] } });

/** The caller's assignment of a programmed survey: 404 when none exists, 403 when not theirs. */
function assignment(context: HandlerContext, id: number): SurveyRow {
  const { db, clock } = context.services;
  const row = queryOne<SurveyRow>(db, ONE_SQL, { userId: signedIn(context).idu, id, now: clock() });
  if (row) return row;
  if (queryFlag(db, SCHEDULE_EXISTS_SQL, id)) throw forbidden();
  throw notFound();
}

/** A survey still to answer and open; the reason otherwise (spec: never answered twice). */
function ensureAnswerable(row: SurveyRow): void {
  if (row.estado === 'COMPLETADA') throw refused(texts.answered);
  if (row.estado === 'OMITIDA') throw refused(texts.skipped);
  if (!row.abierta) throw refused(texts.closed);
}

function questions(context: HandlerContext, surveyId: number): Pregunta[] {
  const { db } = context.services;
  const options = queryAll<{
    questionId: number;
    id: number;
    description: string;
    backgroundColor: string | null;
  }>(db, OPTIONS_SQL, surveyId);
  return queryAll<QuestionRow>(db, QUESTIONS_SQL, surveyId).map((question) => ({
    ...question,
    obligatoria: question.obligatoria === 1,
    opciones: options
      .filter((option) => option.questionId === question.idPregunta)
      .map(({ id, description, backgroundColor }) => ({ id, description, backgroundColor })),
  }));
}

/** Whether `value` answers the question: a face, a circle, one of its options, or text. */
function validAnswer(question: Pregunta, value: string): boolean {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  switch (question.tipo) {
    case 'EMOJI':
      return number >= 1 && number <= EMOJI_FACES;
    case 'ESCALA':
      return number >= 1 && number <= (question.escalaMax ?? EMOJI_FACES);
    case 'OPCION':
      return question.opciones.some((option) => option.id === number);
    case 'TEXTO':
      return true;
  }
}

export const encuestaHandlers = {
  listarEncuestasProgramadas: (context) => {
    const { db, clock } = context.services;
    const rows = queryAll<SurveyRow>(db, LIST_SQL, { userId: signedIn(context).idu, now: clock() });
    return ok(rows.map(toSurvey));
  },
  obtenerEncuestaProgramada: (context) => {
    const row = assignment(context, context.params.idProgramacion);
    return ok({ ...toSurvey(row), preguntas: questions(context, row.surveyId) });
  },
  responderEncuestaProgramada: (context) => {
    const { db, clock } = context.services;
    const id = context.params.idProgramacion;
    const row = assignment(context, id);
    ensureAnswerable(row);
    const byId = new Map(questions(context, row.surveyId).map((q) => [q.idPregunta, q]));
    const answers = new Map<number, string>();
    for (const { idPregunta, valor } of context.body.respuestas) {
      const question = byId.get(idPregunta);
      if (!question || answers.has(idPregunta)) throw refused(texts.foreign);
      const value = valor.trim();
      if (value === '') continue;
      if (!validAnswer(question, value)) throw refused(texts.invalid);
      answers.set(idPregunta, value);
    }
    for (const question of byId.values()) {
      if (question.obligatoria && !answers.has(question.idPregunta)) throw refused(texts.required);
    }
    const userId = signedIn(context).idu;
    inTransaction(db, () => {
      const { changes } = db
        .prepare(FINISH_SQL)
        .run({ state: 'COMPLETADA', now: clock(), id, userId });
      if (Number(changes) === 0) throw refused(texts.answered);
      const insert = db.prepare(INSERT_ANSWER_SQL);
      for (const [questionId, value] of answers) insert.run(id, userId, questionId, value);
    });
    return ok(null, texts.thanks);
  },
  omitirEncuesta: (context) => {
    const { db, clock } = context.services;
    const id = context.body.idProgramacion;
    const row = assignment(context, id);
    if (!row.omitible) throw refused(texts.notSkippable, 'idProgramacion');
    ensureAnswerable(row);
    db.prepare(FINISH_SQL).run({
      state: 'OMITIDA',
      now: clock(),
      id,
      userId: signedIn(context).idu,
    });
    return ok(null);
  },
} satisfies Partial<ServiceHandlers<operations>>;
