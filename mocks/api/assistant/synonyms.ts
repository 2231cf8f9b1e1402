import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import { processTerm, tokenize } from './terms.ts';
import { SYNONYMS_SQL } from './synonyms.sql.ts';

// The students' words read as the institute's (issue 56, table assistant_synonyms): each phrase
// of the table, as stems, stands for its terms wherever it appears in a question's stems.

export interface Synonym {
  phrase: readonly string[];
  terms: readonly string[];
}

const stems = (text: string) => tokenize(text).flatMap((token) => processTerm(token) ?? []);

/** Whether `text` holds a word the index reads (not only stop words). */
export const readsWords = (text: string) => stems(text).length > 0;

/** The table's rows as stems, the longest phrase first (it wins over a word it contains). */
export function compileSynonyms(rows: readonly { frase: string; equivalente: string }[]) {
  return rows
    .map((row) => ({ phrase: stems(row.frase), terms: stems(row.equivalente) }))
    .filter((synonym) => synonym.phrase.length > 0)
    .sort((a, b) => b.phrase.length - a.phrase.length);
}

export const loadSynonyms = (db: DatabaseSync): Synonym[] =>
  compileSynonyms(queryAll<{ frase: string; equivalente: string }>(db, SYNONYMS_SQL));

const startsAt = (terms: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((stem, offset) => terms[at + offset] === stem);

/**
 * The question's words as groups: a word alone, or a phrase of the table as the terms it stands
 * for. A group is one word of the question however many terms it holds.
 */
export function expandSynonyms(terms: readonly string[], synonyms: readonly Synonym[]): string[][] {
  const groups: string[][] = [];
  for (let at = 0; at < terms.length;) {
    const synonym = synonyms.find((candidate) => startsAt(terms, at, candidate.phrase));
    groups.push(synonym ? [...synonym.terms] : [terms[at]!]);
    at += synonym ? synonym.phrase.length : 1;
  }
  return groups;
}
