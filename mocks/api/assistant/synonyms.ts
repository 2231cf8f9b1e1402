import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import { isFillerMark, phraseTerm, processTerm, tokenize } from './terms.ts';
import { SYNONYMS_SQL } from './synonyms.sql.ts';

// The students' words read as the institute's (issue 56, table assistant_synonyms): each phrase
// of the table, as stems, stands for its terms wherever it appears in a question's stems.

export interface Synonym {
  phrase: readonly string[];
  terms: readonly string[];
}

const stems = (text: string) => tokenize(text).flatMap((token) => processTerm(token) ?? []);
/** A phrase's stems, its 'no' and its filler words (marked) kept (terms.ts, `phraseTerm`). */
export const phraseStems = (text: string) =>
  tokenize(text).flatMap((token) => phraseTerm(token) ?? []);

/** Whether `text` holds a word the index reads (not only stop words). */
export const readsWords = (text: string) => stems(text).length > 0;

const isTopical = (stem: string) => stem !== 'no' && !isFillerMark(stem);

/**
 * A row's phrase as stems: its filler words dropped, unless that would leave a phrase of one
 * word ('mesa de ayuda' keeps 'ayuda': 'mes' alone is every 'meses').
 */
function rowPhrase(frase: string): string[] {
  const all = phraseStems(frase);
  const topical = all.filter((stem) => !isFillerMark(stem));
  const words = tokenize(frase).length;
  return words > 1 && topical.filter(isTopical).length === 1 ? all : topical;
}

/** The table's rows as stems, the longest phrase first (it wins over a word it contains). */
export function compileSynonyms(rows: readonly { frase: string; equivalente: string }[]) {
  return rows
    .map((row) => ({ phrase: rowPhrase(row.frase), terms: stems(row.equivalente) }))
    .filter((synonym) => synonym.phrase.some(isTopical))
    .sort((a, b) => b.phrase.length - a.phrase.length);
}

export const loadSynonyms = (db: DatabaseSync): Synonym[] =>
  compileSynonyms(queryAll<{ frase: string; equivalente: string }>(db, SYNONYMS_SQL));

/**
 * How many of the question's stems from `at` the phrase reads (0 when it is not there): it starts
 * at `at`, and a filler word of the question it does not ask for is skipped ('dejar ya el
 * instituto' is 'dejar el instituto').
 */
function matchAt(terms: readonly string[], at: number, phrase: readonly string[]): number {
  if (terms[at] !== phrase[0]) return 0;
  let next = at + 1;
  for (const stem of phrase.slice(1)) {
    while (next < terms.length && terms[next] !== stem && isFillerMark(terms[next]!)) next += 1;
    if (terms[next] !== stem) return 0;
    next += 1;
  }
  return next - at;
}

/** One word of the question as the index reads it: a stem alone, or a phrase of the table. */
export interface Word {
  /** The question's own stems it stands for. */
  from: readonly string[];
  /** What is looked up: the stem itself, or the institute's terms the phrase stands for. */
  terms: readonly string[];
}

/**
 * The question's stems read as words: each phrase of the table as the terms it stands for, a
 * filler word outside any phrase dropped.
 */
export function readWords(stems: readonly string[], synonyms: readonly Synonym[]): Word[] {
  const words: Word[] = [];
  for (let at = 0; at < stems.length;) {
    let read = 0;
    const synonym = synonyms.find((candidate) => (read = matchAt(stems, at, candidate.phrase)) > 0);
    // A filler word outside a phrase carries no topic.
    if (synonym) words.push({ from: synonym.phrase, terms: [...synonym.terms] });
    else if (!isFillerMark(stems[at]!)) words.push({ from: [stems[at]!], terms: [stems[at]!] });
    at += synonym ? read : 1;
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
