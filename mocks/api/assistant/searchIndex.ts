import MiniSearch, { type SearchResult } from 'minisearch';
import type { DatabaseSync } from 'node:sqlite';
import { queryOneOrThrow } from '../../db/query.ts';
import { CONTENT_STAMP_SQL, loadCorpus, type Audience, type Doc } from './corpus.ts';
import { processTerm, tokenize } from './terms.ts';

// The full-text index over the corpus (BM25 with Spanish stems; typos within one or two edits
// of a longer word still match). Built on the first question and again only when the content
// changes, per database.

interface Built {
  stamp: string;
  index: MiniSearch<Doc>;
  docs: Map<string, Doc>;
  /** Each document's title words as the index reads them. */
  titleTerms: Map<string, Set<string>>;
}

const built = new WeakMap<DatabaseSync, Built>();

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
    titleTerms: new Map(docs.map((doc) => [doc.id, new Set(topicTerms(doc.title))])),
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
  /** BM25 of that document. */
  score: number;
  /** The share of the question's topic words the source matched, in any of its documents. */
  coverage: number;
  /** What orders the hits: the score weighed by coverage and by the title's fit. */
  rank: number;
}

/** The question's topic words as the index reads them. */
export const topicTerms = (question: string) => [
  ...new Set(tokenize(question).flatMap((token) => processTerm(token) ?? [])),
];

const sourceOf = (doc: Doc) => `${doc.kind}:${doc.ref}`;

/** The sources for `audience` that match `question`, best first. */
export function search(db: DatabaseSync, question: string, audience: Audience): Hit[] {
  const terms = topicTerms(question);
  if (terms.length === 0) return [];
  const { index, docs, titleTerms } = indexOf(db);
  const results: SearchResult[] = index.search(question, {
    boost: { title: 3, keywords: 1.5 },
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    prefix: (term) => term.length >= 4,
    combineWith: 'OR',
    filter: (result) => docs.get(String(result.id))?.audiences.includes(audience) ?? false,
  });
  // A source's articles answer together: the words of the question may sit in two of them.
  const bySource = new Map<string, { best: SearchResult; matched: Set<string> }>();
  for (const result of results) {
    const key = sourceOf(docs.get(String(result.id))!);
    const source = bySource.get(key) ?? { best: result, matched: new Set<string>() };
    result.queryTerms.forEach((term) => source.matched.add(term));
    bySource.set(key, source);
  }
  // Of two titles that both hold the question's words, the one with fewer other words is the
  // one asked about ('certificado de estudios' is the certificate, not its validation).
  const titleShare = (id: string, matched: readonly string[]) => {
    const title = titleTerms.get(id)!;
    return title.size === 0 ? 0 : matched.filter((term) => title.has(term)).length / title.size;
  };
  return [...bySource.values()]
    .map(({ best, matched }) => {
      const id = String(best.id);
      const coverage = matched.size / terms.length;
      return {
        doc: docs.get(id)!,
        score: best.score,
        coverage,
        rank: best.score * (1 + titleShare(id, best.terms)) * coverage ** 2,
      };
    })
    .sort((a, b) => b.rank - a.rank);
}
