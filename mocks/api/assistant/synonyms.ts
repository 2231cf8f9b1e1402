import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import { phraseTerm, processTerm, tokenize } from './terms.ts';
import { SYNONYMS_SQL } from './synonyms.sql.ts';

// The students' words read as the institute's (issue 56, table assistant_synonyms): each phrase
// of the table, as stems, stands for its terms wherever it appears in a question's stems.

export interface Synonym {
  phrase: readonly string[];
  terms: readonly string[];
}

const stems = (text: string) => tokenize(text).flatMap((token) => processTerm(token) ?? []);
/** A phrase's stems, its 'no' kept (terms.ts, `phraseTerm`). */
export const phraseStems = (text: string) =>
  tokenize(text).flatMap((token) => phraseTerm(token) ?? []);

/** Whether `text` holds a word the index reads (not only stop words). */
export const readsWords = (text: string) => stems(text).length > 0;

/** The table's rows as stems, the longest phrase first (it wins over a word it contains). */
export function compileSynonyms(rows: readonly { frase: string; equivalente: string }[]) {
  return rows
    .map((row) => ({ phrase: phraseStems(row.frase), terms: stems(row.equivalente) }))
    .filter((synonym) => synonym.phrase.some((stem) => stem !== 'no'))
    .sort((a, b) => b.phrase.length - a.phrase.length);
}

export const loadSynonyms = (db: DatabaseSync): Synonym[] =>
  compileSynonyms(queryAll<{ frase: string; equivalente: string }>(db, SYNONYMS_SQL));

const startsAt = (terms: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((stem, offset) => terms[at + offset] === stem);

/** One word of the question as the index reads it: a stem alone, or a phrase of the table. */
export interface Word {
  /** The question's own stems it stands for. */
  from: readonly string[];
  /** What is looked up: the stem itself, or the institute's terms the phrase stands for. */
  terms: readonly string[];
}

/** The question's stems read as words: each phrase of the table as the terms it stands for. */
export function readWords(stems: readonly string[], synonyms: readonly Synonym[]): Word[] {
  const words: Word[] = [];
  for (let at = 0; at < stems.length;) {
    const synonym = synonyms.find((candidate) => startsAt(stems, at, candidate.phrase));
    words.push(
      synonym
        ? { from: synonym.phrase, terms: [...synonym.terms] }
        : { from: [stems[at]!], terms: [stems[at]!] },
    );
    at += synonym ? synonym.phrase.length : 1;
  }
  return words;
}

/**
 * The question's words as groups: a word alone, or a phrase of the table as the terms it stands
 * for. A group is one word of the question however many terms it holds.
 */
export const expandSynonyms = (
  terms: readonly string[],
  synonyms: readonly Synonym[],
): string[][] => readWords(terms, synonyms).map((word) => [...word.terms]);
