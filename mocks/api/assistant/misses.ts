import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/chatbot/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { limaDay } from '../limaDay.ts';
import { stripPersonalData } from './personalData.ts';
import { foldText, processTerm, tokenize } from './terms.ts';
import { ADD_GROUP_SQL, ADD_MISS_SQL, ASKER_NAMES_SQL, GROUP_ID_SQL } from './misses.sql.ts';

// Learning from misses (issue 56): each question, or part of one, the assistant answered 'no sé'
// is kept for staff with no user id, on its day only, its text stripped of personal data, in the
// group of the questions that read the same to the index.

type Respuesta = components['schemas']['RespuestaAsistente'];

/** The longest question kept: the contract's own limit on a message. */
export const MAX_KEPT = 500;

/**
 * The group of a question: its stems (stop words and chat filler dropped), each once, sorted, so
 * '¿quién ganó el mundial de fútbol?' and 'quien gano el futbol mundial' meet. A question of
 * stop words alone is grouped by its folded text.
 */
export function missKey(question: string): string {
  const stems = [...new Set(tokenize(question).flatMap((word) => processTerm(word) ?? []))];
  if (stems.length > 0) return stems.sort().join(' ');
  return foldText(question)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The questions of `answer` that went without one: its parts that did, or the whole message. */
export function unansweredQuestions(message: string, answer: Respuesta): string[] {
  if (answer.partes?.length)
    return answer.partes.filter((part) => part.tipo === 'SIN_RESPUESTA').map((p) => p.pregunta);
  return answer.tipo === 'SIN_RESPUESTA' ? [message] : [];
}

/** The asker's first name, surnames and username: kept out of their questions. */
export function askerNames(db: DatabaseSync, userId: number): string[] {
  const row = queryOne<Record<string, string>>(db, ASKER_NAMES_SQL, { userId });
  return row ? Object.values(row) : [];
}

/** Keeps `questions` of user `userId`, asked at `now`, without anything that tells who asked. */
export function keepMisses(
  db: DatabaseSync,
  userId: number,
  questions: readonly string[],
  now: number,
): void {
  if (questions.length === 0) return;
  const names = askerNames(db, userId);
  inTransaction(db, () => {
    for (const question of questions) {
      const pregunta = stripPersonalData(question, names).slice(0, MAX_KEPT);
      const clave = missKey(pregunta);
      if (!clave) continue;
      db.prepare(ADD_GROUP_SQL).run({ clave });
      const { id } = queryOneOrThrow<{ id: number }>(db, GROUP_ID_SQL, { clave });
      db.prepare(ADD_MISS_SQL).run({ grupoId: id, pregunta, dia: limaDay(now) });
    }
  });
}
