import MiniSearch, { type SearchResult } from 'minisearch';
import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import { loadCorpus, type Audience, type Doc } from './corpus.ts';
import { GENERIC_SHARE } from './decide.ts';
import { CONTENT_STAMP_SQL } from './corpus.sql.ts';
import { missKey } from './misses.ts';
import { LINKS_SQL } from './misses.sql.ts';
import { stripPersonalData } from './personalData.ts';
import { loadSynonyms, phraseStems, readWords, type Synonym, type Word } from './synonyms.ts';
import {
  asksDeadline,
  foldText,
  isContentStem,
  isFillerMark,
  isSoftStem,
  processTerm,
  tokenize,
} from './terms.ts';

// The full-text index over the corpus (BM25 with Spanish stems). A question's words are read as
// the index's: stems, the students' words replaced by the institute's (synonyms.ts), and a typo
// of a word the index does not know matched within an edit (two for a long word). Built on the
// first question and again only when the content or the vocabulary changes, per database.

interface Built {
  stamp: string;
  index: MiniSearch<Doc>;
  docs: Map<string, Doc>;
  /** Each document's title words as the index reads them. */
  titleTerms: Map<string, Set<string>>;
  /**
   * Every stem the index holds, with the share of the documents that hold it: a word it knows is
   * never read as a typo of another, and one most documents hold says little of which one is asked.
   */
  vocabulary: Map<string, number>;
  synonyms: Synonym[];
  /** The questions staff linked to a source (misses' groups): their key and the document. */
  links: Map<string, string>;
}

const built = new WeakMap<DatabaseSync, Built>();

const stemsOf = (text: string) => tokenize(text).flatMap((token) => processTerm(token) ?? []);

function documentShares(docs: readonly Doc[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of docs)
    for (const stem of new Set(stemsOf(`${doc.title} ${doc.keywords} ${doc.body}`)))
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return new Map([...counts].map(([stem, count]) => [stem, count / docs.length]));
}

function build(db: DatabaseSync, stamp: string): Built {
  const docs = loadCorpus(db);
  const index = new MiniSearch<Doc>({
    fields: ['title', 'keywords', 'body'],
    storeFields: [],
    tokenize,
    processTerm,
  });
  index.addAll(docs);
  return {
    stamp,
    index,
    docs: new Map(docs.map((doc) => [doc.id, doc])),
    titleTerms: new Map(docs.map((doc) => [doc.id, new Set(stemsOf(doc.title))])),
    vocabulary: documentShares(docs),
    synonyms: loadSynonyms(db),
    links: new Map(
      queryAll<{ clave: string; fuente: string }>(db, LINKS_SQL).map((row) => [
        row.clave,
        row.fuente,
      ]),
    ),
  };
}

function indexOf(db: DatabaseSync): Built {
  const { stamp } = queryOneOrThrow<{ stamp: string }>(db, CONTENT_STAMP_SQL);
  const current = built.get(db);
  if (current?.stamp === stamp) return current;
  const fresh = build(db, stamp);
  built.set(db, fresh);
  return fresh;
}

export interface Hit {
  /** The source's best matching document (a regulation's best article). */
  doc: Doc;
  /** The evidence: BM25 of that document (weighed up when it states the time asked for). */
  score: number;
  /** Whether the question's words are in that document's title, not only in its text. */
  inTitle: boolean;
  /**
   * What orders the hits: the score weighed by the title's fit and by the share of the
   * question's words the source holds (a phrase of the table as the words it reads). Words no
   * source holds (filler) weigh every hit alike.
   */
  rank: number;
  /** The words of the question (their places in `questionTerms(…).words`) the source holds. */
  words: number[];
  /**
   * How generic the most specific word of the question this source holds is (the share of the
   * documents that hold it): high when it shares only generic words with it ('curso', 'nota').
   */
  rarest: number;
  /** The share of the question's words the source holds. */
  held: number;
  /** How many content words of the question no source holds (the same for every hit). */
  foreign: number;
}

/**
 * How far a word the index does not know may be from one it does: none for a short one (one
 * edit turns 'segur' into 'segu', another word), one edit from six letters, two from ten.
 */
export const typoDistance = (stem: string): number | false =>
  stem.length < 6 ? false : stem.length < 10 ? 1 : 2;

export interface QuestionTerms {
  /** Every term to look up, once. */
  terms: string[];
  /** How much each weighs: a word that stands for n terms weighs 1/√n in each. */
  weight: Map<string, number>;
  /** The groups (words of the question) each term answers for. */
  groups: Map<string, number[]>;
  /** How many words of the question carry a topic. */
  count: number;
  /** Those words, in order (a group's number is its place here). */
  words: Word[];
}

// The words a question about a deadline asks with ('¿en qué plazo…?', '¿cuánto tiempo tengo…?'):
// the rule that answers it states the time in its own words, so they are no topic there.
const ASKING_TIME = new Set(stemsOf('plazo plazos tiempo fecha límite'));

/** The question's topic words as the index reads them (synonyms applied). */
export function questionTerms(question: string, synonyms: readonly Synonym[]): QuestionTerms {
  const deadline = asksDeadline(foldText(question));
  const words = readWords(phraseStems(question), synonyms).filter(
    (word) =>
      !(word.terms.length === 1 && isSoftStem(word.terms[0]!)) &&
      !(deadline && word.terms.length === 1 && ASKING_TIME.has(word.terms[0]!)),
  );
  const weight = new Map<string, number>();
  const groups = new Map<string, number[]>();
  words.forEach(({ terms: group }, at) =>
    group.forEach((term) => {
      weight.set(term, Math.max(weight.get(term) ?? 0, 1 / Math.sqrt(group.length)));
      groups.set(term, [...(groups.get(term) ?? []), at]);
    }),
  );
  return { terms: [...weight.keys()], weight, groups, count: words.length, words };
}

// A question about a deadline or how often ('cada cuánto') is answered by the document that states
// a time or a frequency ('en cada sesión'): within a source such an article counts double, and
// among the sources the best one that states a time comes first when it may stand in for the
// best (decide.ts, `preferStating`).
const STATES_TIME =
  /\b(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|quince|treinta|cuarenta y ocho)\s+(dias?|horas?|semanas?|meses|anos?|minutos)\b|\b(antes de|antes del|dentro de|despues de|durante|por semana|al dia|a diario)\b|\bcada (sesion|clase|semana|dia|mes|ano|evaluacion)\b/;

/** Whether `doc` states a time or a frequency (a procedure's days are how long it takes). */
export const statesTime = (doc: Doc) =>
  doc.kind !== 'TRAMITE' && STATES_TIME.test(foldText(doc.body));

/**
 * The places of the question's words (as `search` numbers them in a hit's `words`) that read one
 * of the stems of `text`: the words of the question that name what `text` says.
 */
export function wordsOf(db: DatabaseSync, question: string, text: string): number[] {
  const stems = new Set(stemsOf(text));
  return questionTerms(question, indexOf(db).synonyms)
    .words.map(({ from }, at) => (from.some((stem) => stems.has(stem)) ? at : -1))
    .filter((at) => at >= 0);
}

const STATES_FREQUENCY =
  /\bcada (sesion|clase|semana|dia|mes|ano|evaluacion|periodo|ciclo)\b|\b(vez|veces) (por|al|a la)\b|\bpor semana\b|\ba diario\b/;

/** Whether `doc` states how often something is done ('en cada sesión', 'una vez por semana'). */
export const statesFrequency = (doc: Doc) =>
  doc.kind !== 'TRAMITE' && STATES_FREQUENCY.test(foldText(doc.body));

/** The share of the index's documents that hold `stem` (0 for a word it does not know). */
export const documentShare = (db: DatabaseSync, stem: string): number =>
  indexOf(db).vocabulary.get(stem) ?? 0;

/** Every document of the index, in the order it was read (the sources staff may link to). */
export const indexedDocs = (db: DatabaseSync): Doc[] => [...indexOf(db).docs.values()];

/** The document `id` of the index, or undefined when the index no longer holds it. */
export const indexedDoc = (db: DatabaseSync, id: string): Doc | undefined =>
  indexOf(db).docs.get(id);

/**
 * The document staff linked `question` to from the misses screen (the same words, however typed),
 * when `audience` reads it; null otherwise. The question is read as it was kept: stripped of
 * personal data, the asker's own `names` (read only when some link exists) among it.
 */
export function linkedDoc(
  db: DatabaseSync,
  question: string,
  audience: Audience,
  names: () => readonly string[],
): Doc | null {
  const { links, docs } = indexOf(db);
  if (links.size === 0) return null;
  const id = links.get(missKey(stripPersonalData(question, names())));
  const doc = id === undefined ? undefined : docs.get(id);
  return doc?.audiences.includes(audience) ? doc : null;
}

/** The sources for `audience` that match `question`, best first. */
export function search(db: DatabaseSync, question: string, audience: Audience): Hit[] {
  const { index, docs, titleTerms, vocabulary, synonyms } = indexOf(db);
  const { terms, weight, groups, count, words } = questionTerms(question, synonyms);
  if (terms.length === 0) return [];
  const deadline = asksDeadline(foldText(question));
  const known = (term: string) => vocabulary.has(term);
  const shareOf = (stem: string) => vocabulary.get(stem) ?? 0;
  // How generic each word of the question is, as the share of the documents that hold it: a
  // phrase of the vocabulary is specific; a student's word the content also uses ('curso') is as
  // generic as the content's use of it, whatever the table reads it as ('unidad didáctica'); one
  // the content does not use ('congelar', 'pensión') is as specific as the rarest term it stands
  // for.
  const wordShares = words.map(({ from, terms: read }) =>
    from.length > 1
      ? 0
      : shareOf(from[0]!) > 0
        ? shareOf(from[0]!)
        : Math.min(...read.map(shareOf)),
  );
  const rarestOf = (held: Iterable<number>) =>
    Math.min(1, ...[...held].map((at) => wordShares[at]!));
  // Which terms let a document hold each word: the student's own word, and the specific terms the
  // table reads it as; a generic term of the reading ('nota' in 'aprobar' → 'nota mínima
  // aprobatoria') holds it only when all of them are generic. A phrase's reading holds by what it
  // adds to the question, not by a word the question says itself ('no me sale mi pago' → 'pago no
  // aparece' is held by 'aparece': where to pay holds 'pago' already).
  const said = new Set(words.flatMap(({ from }) => from));
  const holders = words.map(({ from, terms: read }) => {
    const literal = from.length === 1 && read.includes(from[0]!) ? [from[0]!] : [];
    const added = read.filter((term) => !said.has(term));
    const specific = added.filter((term) => shareOf(term) <= GENERIC_SHARE);
    return new Set(specific.length > 0 ? [...literal, ...specific] : read);
  });
  const results: SearchResult[] = index.search(terms.join(' '), {
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: { title: 3, keywords: 1.5 },
    boostTerm: (term) => weight.get(term) ?? 1,
    fuzzy: (term) => !known(term) && typoDistance(term),
    // A word cut short ('certific') still finds its longer forms; never a known word ('final'
    // is not 'finaliz…').
    prefix: (term) => !known(term) && term.length >= 6,
    combineWith: 'OR',
    filter: (result) => docs.get(String(result.id))?.audiences.includes(audience) ?? false,
  });
  // Of two titles that both hold the question's words, the one with fewer other words is the
  // one asked about ('certificado de estudios' is the certificate, not its validation).
  // A generic word names no title, whatever the table reads it as: 'curso' read as 'unidad
  // didáctica' does not make '¿si jalo un curso lo vuelvo a llevar?' the withdrawal from one.
  const namesTitle = (term: string) =>
    !groups.has(term) || groups.get(term)!.some((at) => wordShares[at]! <= GENERIC_SHARE);
  const titleShare = (id: string, terms: readonly string[]) => {
    const matched = terms.filter(namesTitle);
    const title = titleTerms.get(id)!;
    return title.size === 0 ? 0 : matched.filter((term) => title.has(term)).length / title.size;
  };
  // A source's articles answer together: its best one stands for it; another adds its score
  // for the words of the question only it holds, and the source holds the words of all of them.
  const bySource = new Map<string, { best: Hit; titleShare: number; matched: Set<number> }>();
  const ordered = results
    .map((result) => {
      const doc = docs.get(String(result.id))!;
      return { result, doc, score: result.score * (deadline && statesTime(doc) ? 2 : 1) };
    })
    .sort((a, b) => b.score - a.score);
  for (const { result, doc, score } of ordered) {
    const key = `${doc.kind}:${doc.ref}`;
    const own = new Set(
      result.queryTerms.flatMap((term) =>
        (groups.get(term) ?? []).filter((at) => holders[at]!.has(term)),
      ),
    );
    const source = bySource.get(key);
    if (!source) {
      bySource.set(key, {
        best: {
          doc,
          score,
          rank: 0,
          inTitle: titleShare(doc.id, result.terms) > 0,
          words: [],
          rarest: 1,
          held: 0,
          foreign: 0,
        },
        titleShare: titleShare(doc.id, result.terms),
        matched: own,
      });
      continue;
    }
    const fresh = [...own].filter((group) => !source.matched.has(group));
    if (fresh.length > 0) source.best.score += (score * fresh.length) / own.size;
    fresh.forEach((group) => source.matched.add(group));
  }
  // A phrase of the table weighs in the share held as the words of the question it reads
  // ('retirarme del ciclo' is two, against 'pagué' and 'pensión' for where to pay).
  const sizes = words.map(
    ({ from }) => from.filter((stem) => !isSoftStem(stem) && !isFillerMark(stem)).length || 1,
  );
  const sizeOf = (held: Iterable<number>) => [...held].reduce((sum, at) => sum + sizes[at]!, 0);
  const size = sizeOf(words.keys());
  // The question's content words that no source holds: what it asks of that the content never
  // speaks of (decide.ts weighs them against the words the first holds).
  const heldByAny = new Set([...bySource.values()].flatMap(({ matched }) => [...matched]));
  const foreign = words.filter(
    ({ from }, at) => !heldByAny.has(at) && from.some(isContentStem),
  ).length;
  const hits = [...bySource.values()]
    .map(({ best, titleShare: share, matched }) => ({
      ...best,
      rank: best.score * (1 + share) * (sizeOf(matched) / size) ** 2,
      words: [...matched].sort((a, b) => a - b),
      held: matched.size / count,
      rarest: rarestOf(matched),
      foreign,
    }))
    .sort((a, b) => b.rank - a.rank);
  return hits;
}
