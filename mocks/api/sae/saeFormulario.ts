import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { ApiError, badRequest, forbidden, notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { saeTexts } from './texts.ts';
import * as sql from './saeFormulario.sql.ts';

// The SAE forms the student answers in the campus (issue 39; openapi/main/sae.yaml): staff attach
// one of the seeded forms to a case (saeGestion.ts), the student answers it once, staff read the
// answers in the case (saeAdmin.ts).

type Schemas = components['schemas'];
type Formulario = Schemas['FormularioSae'];
type Answers = Schemas['ResponderFormularioSaeRequest']['respuestas'];
const t = saeTexts;

type FormRow = Omit<Formulario, 'fecha' | 'realizadaEn' | 'casoAbierto' | 'preguntas'> & {
  fecha: number;
  realizadaEn: number | null;
  casoAbierto: number;
  studentId: number;
  templateId: number;
  answerKey: string | null;
};
type QuestionRow = Omit<Schemas['PreguntaFormularioSae'], 'opciones' | 'obligatoria'> & {
  opciones: string;
  obligatoria: number;
};

const iso = (at: number) => new Date(at).toISOString();
/** The field a question's message goes under, as the campus' form names it. */
export const fieldOf = (idPregunta: number) => `q${idPregunta}`;

/** The caller's form: 404 for no form, 403 for another student's. */
function ownForm(context: HandlerContext<{ idAccion: number }>): FormRow {
  const row = queryOne<FormRow>(context.services.db, sql.FORM_SQL, { id: context.params.idAccion });
  if (!row) throw notFound();
  if (row.studentId !== signedIn(context).idu) throw forbidden();
  return row;
}

const questionsOf = (db: DatabaseSync, row: FormRow) =>
  queryAll<QuestionRow>(db, sql.QUESTIONS_SQL, { id: row.idAccion, templateId: row.templateId });

function toFormulario(db: DatabaseSync, row: FormRow): Formulario {
  const { studentId: _, templateId: __, answerKey: ___, ...form } = row;
  return {
    ...form,
    fecha: iso(row.fecha),
    realizadaEn: row.realizadaEn === null ? null : iso(row.realizadaEn),
    casoAbierto: row.casoAbierto === 1,
    preguntas: questionsOf(db, row).map((q) => ({
      ...q,
      opciones: q.opciones === '' ? [] : q.opciones.split('\n'),
      obligatoria: q.obligatoria === 1,
    })),
  };
}

/** Each answer fits its question; every required question is answered (400 under its field). */
function checkAnswers(questions: QuestionRow[], answers: Answers): void {
  const byId = new Map(questions.map((q) => [q.idPregunta, q]));
  const given = new Set<number>();
  for (const { idPregunta } of answers) {
    if (!byId.has(idPregunta) || given.has(idPregunta)) {
      throw badRequest({ respuestas: [t.notAQuestion] });
    }
    given.add(idPregunta);
  }
  const errors: Record<string, string[]> = {};
  for (const q of questions) {
    const answer = answers.find((a) => a.idPregunta === q.idPregunta);
    if (!answer) {
      if (q.obligatoria === 1) errors[fieldOf(q.idPregunta)] = [t.answerRequired];
    } else if (q.tipo === 'OPCION' && !q.opciones.split('\n').includes(answer.valor)) {
      errors[fieldOf(q.idPregunta)] = [t.notAnOption];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

function answer(
  context: HandlerContext<{ idAccion: number }, unknown, Schemas['ResponderFormularioSaeRequest']>,
) {
  const { db, clock } = context.services;
  const { claveIdempotencia: key, respuestas } = context.body;
  const row = ownForm(context);
  // spec: a retry of the same answer gets what the first one got.
  if (row.answerKey === key) return ok(toFormulario(db, row), t.answered);
  if (row.estado === 'REALIZADA') throw new ApiError(409, 'Form answered', t.formAnswered);
  if (row.estado === 'CANCELADA') throw new ApiError(409, 'Case closed', t.formOfClosedCase);
  checkAnswers(questionsOf(db, row), respuestas);
  inTransaction(db, () => {
    const id = row.idAccion;
    if (db.prepare(sql.ANSWERED_SQL).run({ id, now: clock(), key }).changes === 0) {
      throw new ApiError(409, 'Form answered', t.formAnswered);
    }
    const insert = db.prepare(sql.INSERT_ANSWER_SQL);
    for (const { idPregunta, valor } of respuestas) {
      insert.run({ id, questionId: idPregunta, value: valor });
    }
  });
  return ok(toFormulario(db, ownForm(context)), t.answered);
}

export const saeFormularioHandlers = {
  obtenerFormularioSae: (context) => ok(toFormulario(context.services.db, ownForm(context))),
  responderFormularioSae: answer,
} satisfies Partial<ServiceHandlers<operations>>;
