import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/chatbot/paths.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import type { Audience, Doc } from './corpus.ts';
import { plainChat } from './chatWords.ts';
import { citedSources, DECISION, isConfident, preferStating, type DecisionRule } from './decide.ts';
import { filingLink, newTicketLink, routeLink, sourceLink } from './links.ts';
import { personalAnswer } from './personal.ts';
import { askerNames } from './misses.ts';
import {
  linkedDoc,
  search,
  statesFrequency,
  statesTime,
  wordsOf,
  type Hit,
} from './searchIndex.ts';
import { splitQuestion } from './splitQuestion.ts';
import { asksDeadline, asksFrequency, asksPrice, foldText } from './terms.ts';
import { assistantTexts as t, withArticle } from './texts.ts';
import { askedPurpose, countedNoun, statesFact, wantedFact } from './wantedFact.ts';
import { AUDIENCE_SQL, PROCEDURE_SQL, REQUIREMENTS_SQL } from './answer.sql.ts';

// A message in, grounded answers out: the caller's own data when they ask about it, else the
// best matching content of the institute with its source; when the evidence is not enough
// (decide.ts), an honest "I don't know" and a ticket that carries the question. A message of
// several questions (splitQuestion.ts) is answered part by part. Nothing is said that no source
// says.

type Respuesta = components['schemas']['RespuestaAsistente'];
type Parte = components['schemas']['ParteRespuesta'];
type Accion = Respuesta['acciones'][number];
type Answer = Omit<Respuesta, 'partes'>;

function audienceOf(db: DatabaseSync, caller: Caller): Audience {
  if (caller.tip !== 1) return 'DOCENTE';
  return queryOne<{ kind: Audience }>(db, AUDIENCE_SQL, { userId: caller.idu })?.kind ?? 'CARRERA';
}

function procedureAnswer(db: DatabaseSync, doc: Doc) {
  const row = queryOne<{ name: string; feeCents: number; days: number; area: string }>(
    db,
    PROCEDURE_SQL,
    { id: doc.ref },
  )!;
  return {
    respuesta: t.procedure(row.name, row.feeCents, row.days, row.area),
    detalles: queryAll<{ name: string; description: string }>(db, REQUIREMENTS_SQL, {
      id: doc.ref,
    }).map((item) => t.requirement(item.name, item.description)),
  };
}

function textOf(db: DatabaseSync, doc: Doc): { respuesta: string; detalles: string[] } {
  switch (doc.kind) {
    case 'TRAMITE':
      return procedureAnswer(db, doc);
    case 'REGLAMENTO':
    case 'DIRECTIVA':
      return {
        respuesta: t.article(withArticle(doc.title, doc.kind), doc.article, doc.body),
        detalles: [],
      };
    case 'GUIA':
      return { respuesta: t.guide(doc.title, doc.body), detalles: [] };
    case 'PREGUNTA_FRECUENTE':
      return { respuesta: doc.body, detalles: [] };
  }
}

/** The answer's action: file the procedure it is about, or open the page a question names. */
function actionsFor(best: Doc, audience: Audience): Accion[] {
  const filing = filingLink(best, audience);
  if (filing) return [{ tipo: 'SOLICITAR_TRAMITE', etiqueta: t.fileProcedure, enlace: filing }];
  if (best.kind === 'PREGUNTA_FRECUENTE' && best.extra)
    return [{ tipo: 'VER_PAGINA', etiqueta: t.seePage, enlace: routeLink(best.extra) }];
  return [];
}

const ticket = (question: string): Accion => ({
  tipo: 'ABRIR_TICKET',
  etiqueta: t.openTicket,
  enlace: newTicketLink(question),
});

const unknown = (question: string, respuesta: string = t.unknown): Answer => ({
  tipo: 'SIN_RESPUESTA',
  respuesta,
  detalles: [],
  fuentes: [],
  acciones: [ticket(question)],
});

/** One question's answer, or null when neither the caller's data nor a source answers it. */
function answerOne(
  db: DatabaseSync,
  caller: Caller,
  audience: Audience,
  question: string,
  now: number,
  rule: DecisionRule,
): Answer | null {
  const mine = personalAnswer(db, caller, audience, foldText(question), now);
  if (mine) return mine;
  // A question staff linked to a source from the misses screen is answered with it.
  const linked = linkedDoc(db, question, audience, () => askerNames(db, caller.idu));
  if (linked) return answerFrom(db, [linked], audience);
  const hits = search(db, question, audience);
  if (!isConfident(hits, rule)) return null;
  // Only a procedure states a price, and only the one the question names: '¿cuánto cuesta la
  // matrícula?' is not answered with the fee of a withdrawal whose text mentions the enrolment,
  // nor '¿cuánto cuesta la pensión?' with where fees are paid.
  const [first] = hits;
  const folded = foldText(question);
  if (asksPrice(folded) && !(first!.doc.kind === 'TRAMITE' && first!.inTitle)) return null;
  // A deadline, a number, a date: answered by the best source that states one and may stand in
  // for the first (decide.ts); with none, a deadline still gets the first, a number or a date
  // "no sé".
  const timed = asksDeadline(folded)
    ? (preferStating(hits, (hit) => statesTime(hit.doc), rule) ?? hits)
    : hits;
  // How often: the source that states a frequency before one that states another time.
  const timely = asksFrequency(folded)
    ? (preferStating(hits, (hit) => statesFrequency(hit.doc), rule) ?? timed)
    : timed;
  // A hit speaks of `text` when it holds a word of the question that reads it (any hit does when
  // no word of the question does: filler).
  const speaksOf = (text: string | null) => {
    const places = text === null ? [] : wordsOf(db, question, text);
    return (hit: Hit) => places.length === 0 || places.some((at) => hit.words.includes(at));
  };
  const wanted = wantedFact(folded);
  const ofNoun = speaksOf(countedNoun(wanted));
  const stating = wanted
    ? preferStating(
        timely,
        (hit) =>
          statesFact(wanted, hit.doc, foldText(`${hit.doc.title} ${hit.doc.body}`)) && ofNoun(hit),
        rule,
      )
    : timely;
  // Whether a thing serves a purpose: answered by a source that names the purpose.
  const purpose = askedPurpose(folded);
  const ordered =
    stating && purpose !== null ? preferStating(stating, speaksOf(purpose), rule) : stating;
  if (!ordered) return null;
  return answerFrom(
    db,
    citedSources(ordered).map((hit) => hit.doc),
    audience,
  );
}

/** The answer `sources` give, the first one's text with its action. */
function answerFrom(db: DatabaseSync, sources: readonly Doc[], audience: Audience): Answer {
  const { respuesta, detalles } = textOf(db, sources[0]!);
  return {
    tipo: 'RESPUESTA',
    respuesta,
    detalles,
    fuentes: sources.map((doc) => ({
      tipo: doc.kind,
      titulo: doc.title,
      enlace: sourceLink(doc, audience),
    })),
    acciones: actionsFor(sources[0]!, audience),
  };
}

const once = <T>(items: readonly T[], key: (item: T) => string) => [
  ...new Map(items.map((item) => [key(item), item])).values(),
];

/** Several parts as one answer, for a client that does not read `partes`. */
function joined(parts: readonly Parte[]): Respuesta {
  const answered = parts.find((part) => part.tipo !== 'SIN_RESPUESTA')!;
  return {
    tipo: answered.tipo,
    respuesta: parts.map((part) => part.respuesta).join(' '),
    detalles: parts.flatMap((part) => part.detalles),
    fuentes: once(
      parts.flatMap((part) => part.fuentes),
      (source) => `${source.tipo}:${source.titulo}`,
    ),
    acciones: once(
      parts.flatMap((part) => part.acciones),
      (action) => JSON.stringify(action),
    ),
    partes: [...parts],
  };
}

/** The assistant's answer to `message` from `caller` at `now` (`rule`: the tuning grid's). */
export function answerQuestion(
  db: DatabaseSync,
  caller: Caller,
  message: string,
  now: number,
  rule: DecisionRule = DECISION,
): Respuesta {
  const audience = audienceOf(db, caller);
  // Read with a chat's shorthand written out; a "no sé" carries the message as it was typed.
  const plain = plainChat(message);
  const questions = splitQuestion(plain);
  if (questions.length > 1) {
    const parts = questions.map((pregunta) => ({
      pregunta,
      answer: answerOne(db, caller, audience, pregunta, now, rule),
    }));
    // Two parts that lead to one source are one question asked twice.
    const distinct = once(
      parts.filter((part) => part.answer),
      (part) => part.answer!.fuentes[0]?.titulo ?? part.answer!.respuesta,
    );
    if (distinct.length >= 2 || (distinct.length === 1 && parts.some((part) => !part.answer)))
      return joined(
        parts
          .filter((part) => !part.answer || distinct.includes(part))
          .map(({ pregunta, answer }) => ({
            pregunta,
            ...(answer ?? unknown(pregunta, t.partUnknown(pregunta))),
          })),
      );
  }
  return answerOne(db, caller, audience, plain, now, rule) ?? unknown(message);
}
