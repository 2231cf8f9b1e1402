import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/chatbot/paths.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import type { Caller } from '../authenticate.ts';
import type { Audience, Doc } from './corpus.ts';
import { filingLink, newTicketLink, routeLink, sourceLink } from './links.ts';
import { personalAnswer } from './personal.ts';
import { search, type Hit } from './searchIndex.ts';
import { foldText } from './terms.ts';
import { assistantTexts as t } from './texts.ts';

// One question in, one grounded answer out: the caller's own data when they ask about it, else
// the best matching content of the institute with its source; below the confidence threshold,
// an honest "I don't know" and a ticket. Nothing is said that no source says.

type Respuesta = components['schemas']['RespuestaAsistente'];
type Accion = Respuesta['acciones'][number];

/** A hit must match at least half of the question's topic words… */
export const MIN_COVERAGE = 0.5;
/** …and its best document score at least this (BM25 over stems; a stray fuzzy match ~5). */
export const MIN_SCORE = 6;
/** Further sources must score at least this share of the best one. */
const RELATED_SHARE = 0.6;
const MAX_SOURCES = 3;

const AUDIENCE_SQL = `SELECT p.kind FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  WHERE e.student_id = :userId ORDER BY e.is_primary DESC, e.id LIMIT 1`;

const PROCEDURE_SQL = `SELECT t.name, t.fee_cents AS feeCents, t.business_days AS days,
    a.name AS area
  FROM procedure_types t JOIN procedure_areas a ON a.code = t.area_code WHERE t.id = :id`;

const REQUIREMENTS_SQL = `SELECT name, description FROM procedure_requirements
  WHERE type_id = :id AND required = 1 ORDER BY position`;

function audienceOf(db: DatabaseSync, caller: Caller): Audience {
  if (caller.tip !== 1) return 'DOCENTE';
  return queryOne<{ kind: Audience }>(db, AUDIENCE_SQL, { userId: caller.idu })?.kind ?? 'CARRERA';
}

const confident = (hit: Hit) => hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;

/** The best source and those nearly as good. */
const chosen = (hits: readonly Hit[]): Hit[] =>
  hits
    .filter(
      (hit, index) => index === 0 || (confident(hit) && hit.rank >= hits[0]!.rank * RELATED_SHARE),
    )
    .slice(0, MAX_SOURCES);

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
        respuesta: t.article(doc.title, Number(doc.id.split(':')[2]), doc.body),
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
  const filing = best.kind === 'TRAMITE' ? filingLink(best, audience) : null;
  if (filing) return [{ tipo: 'SOLICITAR_TRAMITE', etiqueta: t.fileProcedure, enlace: filing }];
  if (best.kind === 'PREGUNTA_FRECUENTE' && best.extra)
    return [{ tipo: 'VER_PAGINA', etiqueta: t.seePage, enlace: routeLink(best.extra) }];
  return [];
}

const unknown = (): Respuesta => ({
  tipo: 'SIN_RESPUESTA',
  respuesta: t.unknown,
  detalles: [],
  fuentes: [],
  acciones: [{ tipo: 'ABRIR_TICKET', etiqueta: t.openTicket, enlace: newTicketLink() }],
});

/** The assistant's answer to `question` from `caller` at `now`. */
export function answerQuestion(
  db: DatabaseSync,
  caller: Caller,
  question: string,
  now: number,
): Respuesta {
  const audience = audienceOf(db, caller);
  const mine = personalAnswer(db, caller, audience, foldText(question), now);
  if (mine) return mine;
  const hits = search(db, question, audience);
  if (hits.length === 0 || !confident(hits[0]!)) return unknown();
  const sources = chosen(hits);
  const { respuesta, detalles } = textOf(db, sources[0]!.doc);
  return {
    tipo: 'RESPUESTA',
    respuesta,
    detalles,
    fuentes: sources.map(({ doc }) => ({
      tipo: doc.kind,
      titulo: doc.title,
      enlace: sourceLink(doc, audience),
    })),
    acciones: actionsFor(sources[0]!.doc, audience),
  };
}
