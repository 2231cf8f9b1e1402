import MiniSearch, { type SearchResult } from 'minisearch';
import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import { loadCorpus, type Audience, type Doc } from './corpus.ts';
import { CONTENT_STAMP_SQL } from './corpus.sql.ts';
import { missKey } from './misses.ts';
import { LINKS_SQL } from './misses.sql.ts';
import { stripPersonalData } from './personalData.ts';
import { expandSynonyms, loadSynonyms, type Synonym } from './synonyms.ts';
import { asksDeadline, foldText, isSoftStem, processTerm, tokenize } from './terms.ts';

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
  /** Every stem the index holds: a word it knows is never read as a typo of another. */
  vocabulary: Set<string>;
  synonyms: Synonym[];
  /** The questions staff linked to a source (misses' groups): their key and the document. */
  links: Map<string, string>;
}

const built = new WeakMap<DatabaseSync, Built>();

const stemsOf = (text: string) => tokenize(text).flatMap((token) => processTerm(token) ?? []);

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
    vocabulary: new Set(docs.flatMap((doc) => stemsOf(`${doc.title} ${doc.keywords} ${doc.body}`))),
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
   * question's words the source holds. Words no source holds (filler) weigh every hit alike.
   */
  rank: number;
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
}

/** The question's topic words as the index reads them (synonyms applied). */
export function questionTerms(question: string, synonyms: readonly Synonym[]): QuestionTerms {
  const found = expandSynonyms(stemsOf(question), synonyms).filter(
    (group) => !(group.length === 1 && isSoftStem(group[0]!)),
  );
  const weight = new Map<string, number>();
  const groups = new Map<string, number[]>();
  found.forEach((group, at) =>
    group.forEach((term) => {
      weight.set(term, Math.max(weight.get(term) ?? 0, 1 / Math.sqrt(group.length)));
      groups.set(term, [...(groups.get(term) ?? []), at]);
    }),
  );
  return { terms: [...weight.keys()], weight, groups, count: found.length };
}

// A question about a deadline or how often ('cada cuánto') is answered by the document that states
// a time or a frequency ('en cada sesión'): within a source such an article counts double, and
// among the sources the best one that states a time comes first when it ranks at least
// DEADLINE_SHARE of the best.
const STATES_TIME =
  /\b(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|quince|treinta|cuarenta y ocho)\s+(dias?|horas?|semanas?|meses|anos?|minutos)\b|\b(antes de|antes del|dentro de|despues de|durante|por semana|al dia|a diario)\b|\bcada (sesion|clase|semana|dia|mes|ano|evaluacion)\b/;
const DEADLINE_SHARE = 0.3;

const statesTime = (doc: Doc) => doc.kind !== 'TRAMITE' && STATES_TIME.test(foldText(doc.body));

/**
 * `hits` with the best one that states a time first when `question` asks for a deadline and it
 * ranks near enough the best (the decision to answer is taken on `hits` as ranked, before).
 */
export function preferTime(question: string, hits: Hit[]): Hit[] {
  if (!asksDeadline(foldText(question))) return hits;
  const timely = hits.findIndex((hit) => statesTime(hit.doc));
  if (timely <= 0 || hits[timely]!.rank < hits[0]!.rank * DEADLINE_SHARE) return hits;
  return [hits[timely]!, ...hits.filter((_, at) => at !== timely)];
}

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
  const { terms, weight, groups, count } = questionTerms(question, synonyms);
  if (terms.length === 0) return [];
  const deadline = asksDeadline(foldText(question));
  const known = (term: string) => vocabulary.has(term);
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
  const titleShare = (id: string, matched: readonly string[]) => {
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
    const own = new Set(result.queryTerms.flatMap((term) => groups.get(term) ?? []));
    const source = bySource.get(key);
    if (!source) {
      bySource.set(key, {
        best: { doc, score, rank: 0, inTitle: titleShare(doc.id, result.terms) > 0 },
        titleShare: titleShare(doc.id, result.terms),
        matched: own,
      });
      continue;
    }
    const fresh = [...own].filter((group) => !source.matched.has(group));
    source.best.score += (score * fresh.length) / own.size;
    fresh.forEach((group) => source.matched.add(group));
  }
  const hits = [...bySource.values()]
    .map(({ best, titleShare: share, matched }) => ({
      ...best,
      rank: best.score * (1 + share) * (matched.size / count) ** 2,
    }))
    .sort((a, b) => b.rank - a.rank);
  return hits;
}
