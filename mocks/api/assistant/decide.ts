// When the assistant answers from a source and when it says it does not know (issue 56): on the
// evidence of the best hit (its rank: BM25 weighed by the title's fit and the share of the
// question's words the source holds) and on its lead over the second. Two sources that both
// hold the question well usually say the same (the regulation and the directive on the passing
// grade); a weak first that barely leads a weak second is a guess ('¿cuánto cuesta la
// matrícula?' half-matches three procedures that mention the word).

/** Below this rank no source holds enough of the question. */
export const MIN_RANK = 8;
/** From this rank on the first is answered whatever the second. */
export const SURE_RANK = 15;
/** Between the two, the first must lead the second by this share of its rank. */
export const MIN_MARGIN = 0.3;

/** A word more than this share of the documents hold is generic ('curso', 'nota', 'campus'). */
export const GENERIC_SHARE = 0.15;

/**
 * A question whose content words no source holds are this many times the words the first holds
 * speaks of something else ('¿la biblioteca tiene el libro de anatomía de Netter?')…
 */
export const FOREIGN_RATIO = 1.5;
/** …and is answered only from this rank on. */
export const FOREIGN_RANK = 20;

/** The thresholds of the decision (the grid of `scripts/tune-assistant.mjs` passes others). */
export interface DecisionRule {
  minRank: number;
  sureRank: number;
  minMargin: number;
  /** A first hit whose rarest word is in more than this share of the documents is generic. */
  genericShare: number;
  /** Foreign words this many times those the first holds need `foreignRank` (searchIndex.ts). */
  foreignRatio: number;
  foreignRank: number;
}

export const DECISION: DecisionRule = {
  minRank: MIN_RANK,
  sureRank: SURE_RANK,
  minMargin: MIN_MARGIN,
  genericShare: GENERIC_SHARE,
  foreignRatio: FOREIGN_RATIO,
  foreignRank: FOREIGN_RANK,
};

/** Further sources are cited when they rank at least this share of the first. */
const RELATED_SHARE = 0.6;
const MAX_SOURCES = 3;

interface Ranked {
  rank: number;
  /** The document share of the rarest word it matched (searchIndex.ts). */
  rarest?: number;
  /** The share of the question's words it holds. */
  held?: number;
  /** How many words of the question it holds. */
  words?: readonly number[];
  /** How many content words of the question no source holds (searchIndex.ts). */
  foreign?: number;
}

/** A hit this share of the first's rank may answer in its place. */
const NEAR_SHARE = 0.3;

/**
 * Whether `hit` may answer in place of `first` when only it states the kind of fact asked for (a
 * deadline, a number): it ranks near the first, or it holds every word of the question the
 * first holds on evidence enough of its own (the directive's article beside the procedure whose
 * title the question names: '¿hasta cuándo puedo reclamar una nota?').
 */
export function standsIn(
  hit: Ranked & { words: readonly number[] },
  first: Ranked & { words: readonly number[] },
  rule: DecisionRule = DECISION,
): boolean {
  if (hit.rank >= first.rank * NEAR_SHARE) return true;
  return hit.rank >= rule.minRank && first.words.every((word) => hit.words.includes(word));
}

/**
 * `hits` with the best one that `states` the fact asked for first, when it is the first or may
 * stand in for it; null when none may.
 */
export function preferStating<T extends Ranked & { words: readonly number[] }>(
  hits: readonly T[],
  states: (hit: T) => boolean,
  rule: DecisionRule = DECISION,
): T[] | null {
  const at = hits.findIndex(
    (hit, place) => states(hit) && (place === 0 || standsIn(hit, hits[0]!, rule)),
  );
  if (at < 0) return null;
  return [hits[at]!, ...hits.filter((_, place) => place !== at)];
}

/** The first hit's lead over the best of the others, as a share of its rank (1 alone). */
export function margin(hits: readonly Ranked[]): number {
  const first = hits[0]?.rank ?? 0;
  if (first <= 0) return 0;
  const second = Math.max(0, ...hits.slice(1).map((hit) => hit.rank));
  return (first - second) / first;
}

/** Whether the first of `hits` (best first) is answered. */
export function isConfident(hits: readonly Ranked[], rule: DecisionRule = DECISION): boolean {
  const first = hits[0]?.rank ?? 0;
  if (first < rule.minRank) return false;
  // Only generic words in common, and the question says more: '¿puedo llevar cursos en otra
  // sede?' is not a withdrawal from a course.
  const { rarest = 0, held = 1 } = hits[0]!;
  if (rarest > rule.genericShare && held < 1) return false;
  // More of the question is about what the content never speaks of than about what the first
  // holds: its words are a coincidence unless the evidence is strong ('¿en qué aula es el
  // sustitutorio de matemática del jueves?' is not the procedure to sign up for one).
  const { foreign = 0, words = [] } = hits[0]!;
  if (foreign > 0 && foreign >= rule.foreignRatio * words.length && first < rule.foreignRank)
    return false;
  return first >= rule.sureRank || margin(hits) >= rule.minMargin;
}

/** The sources an answer cites: the first and those nearly as good. */
export const citedSources = <T extends Ranked>(hits: readonly T[]): T[] =>
  hits
    .filter(
      (hit, at) => at === 0 || (hit.rank >= MIN_RANK && hit.rank >= hits[0]!.rank * RELATED_SHARE),
    )
    .slice(0, MAX_SOURCES);
