import { describe, expect, it } from 'vitest';
import {
  citedSources,
  DECISION,
  FOREIGN_RANK,
  FOREIGN_RATIO,
  GENERIC_SHARE,
  isConfident,
  margin,
  MIN_MARGIN,
  MIN_RANK,
  preferStating,
  standsIn,
  SURE_RANK,
} from './decide.ts';

// The rule that decides between an answer and "no sé": on the first hit's evidence and its lead.
const hits = (...ranks: number[]) => ranks.map((rank) => ({ rank }));
const between = (MIN_RANK + SURE_RANK) / 2;

describe('isConfident', () => {
  it('says "no sé" with no hit, or a first hit below the minimum however far it leads', () => {
    expect(isConfident([])).toBe(false);
    expect(isConfident(hits(MIN_RANK - 0.1))).toBe(false);
    expect(isConfident(hits(MIN_RANK - 0.1, 0))).toBe(false);
  });

  it('answers a first hit of sure evidence even when the second is as good', () => {
    expect(isConfident(hits(SURE_RANK, SURE_RANK))).toBe(true);
    expect(isConfident(hits(SURE_RANK * 3, SURE_RANK * 2.9))).toBe(true);
  });

  it('between the two, answers only a first that leads the second by the margin', () => {
    const leadBy = (share: number) => hits(between, between * (1 - share));
    expect(isConfident(leadBy(MIN_MARGIN))).toBe(true);
    expect(isConfident(leadBy(MIN_MARGIN + 0.1))).toBe(true);
    expect(isConfident(leadBy(MIN_MARGIN - 0.01))).toBe(false);
    expect(isConfident(hits(between))).toBe(true);
    expect(isConfident(hits(MIN_RANK, MIN_RANK * 0.9))).toBe(false);
  });
});

describe('isConfident on generic evidence', () => {
  const first = (rarest: number, held: number) => [{ rank: SURE_RANK * 2, rarest, held }];

  it('says "no sé" when the first holds only generic words and the question says more', () => {
    expect(isConfident(first(GENERIC_SHARE + 0.01, 1 / 3))).toBe(false);
  });

  it('answers when one word it holds is specific, or when it holds every word', () => {
    expect(isConfident(first(GENERIC_SHARE, 1 / 3))).toBe(true);
    expect(isConfident(first(0, 0.5))).toBe(true);
    expect(isConfident(first(GENERIC_SHARE + 0.2, 1))).toBe(true);
  });

  it('takes its limit from the rule it is given (the tuning grid)', () => {
    const rule = DECISION;
    expect(isConfident(first(0.3, 0.5), { ...rule, genericShare: 0.2 })).toBe(false);
    expect(isConfident(first(0.3, 0.5), { ...rule, genericShare: 0.4 })).toBe(true);
  });
});

describe('isConfident on words no source holds', () => {
  // A first of `rank` alone, holding `held` words of a question with `foreign` content words no
  // source holds.
  const first = (rank: number, held: number, foreign: number) => [
    { rank, words: [...Array(held).keys()], foreign },
  ];

  it('says "no sé" when those words outnumber the held ones by the ratio, below the rank', () => {
    expect(isConfident(first(FOREIGN_RANK - 0.1, 2, 2 * FOREIGN_RATIO))).toBe(false);
    expect(isConfident(first(FOREIGN_RANK - 0.1, 1, Math.ceil(FOREIGN_RATIO)))).toBe(false);
  });

  it('answers below the ratio, from the rank on, or with none', () => {
    expect(isConfident(first(FOREIGN_RANK - 0.1, 2, 2 * FOREIGN_RATIO - 1))).toBe(true);
    expect(isConfident(first(FOREIGN_RANK, 2, 2 * FOREIGN_RATIO))).toBe(true);
    expect(isConfident(first(SURE_RANK, 0, 0))).toBe(true);
  });

  it('takes its limits from the rule it is given (the tuning grid)', () => {
    const hit = first(FOREIGN_RANK - 0.1, 2, 3);
    expect(isConfident(hit, { ...DECISION, foreignRatio: 1.5 })).toBe(false);
    expect(isConfident(hit, { ...DECISION, foreignRatio: 2 })).toBe(true);
    expect(isConfident(hit, { ...DECISION, foreignRank: FOREIGN_RANK - 0.1 })).toBe(true);
  });
});

describe('margin', () => {
  it("is the first's lead over the best of the others, as a share of the first", () => {
    expect(margin(hits(10, 5, 2))).toBeCloseTo(0.5);
    expect(margin(hits(10, 2, 8))).toBeCloseTo(0.2);
    expect(margin(hits(10))).toBe(1);
    expect(margin([])).toBe(0);
  });
});

describe('citedSources', () => {
  it('cites the first and at most two more that rank near it', () => {
    expect(citedSources(hits(100, 70, 59, 65, 90)).map((hit) => hit.rank)).toEqual([100, 70, 65]);
    expect(citedSources(hits(8, 5)).map((hit) => hit.rank)).toEqual([8]);
  });
});

describe('standsIn and preferStating', () => {
  // A hit of `rank` that holds the question's words at these places.
  const hit = (rank: number, ...words: number[]) => ({ rank, words });
  const first = hit(100, 0, 1);

  it('lets a hit near the first answer in its place, whatever words it holds', () => {
    expect(standsIn(hit(30, 2), first)).toBe(true);
    expect(standsIn(hit(29.9, 2), first)).toBe(false);
  });

  it('lets a far hit stand in only when it holds every word the first holds, on evidence enough', () => {
    expect(standsIn(hit(MIN_RANK, 0, 1), first)).toBe(true);
    expect(standsIn(hit(MIN_RANK, 0, 1, 2), first)).toBe(true);
    expect(standsIn(hit(MIN_RANK - 0.1, 0, 1), first)).toBe(false);
    expect(standsIn(hit(20, 0), first)).toBe(false);
  });

  it('puts the best hit that states the fact first, or gives null when none may', () => {
    const hits = [first, hit(20, 0), hit(12, 0, 1), hit(10, 0, 1)];
    const states = (stating: readonly number[]) => (candidate: { rank: number }) =>
      stating.includes(candidate.rank);
    expect(preferStating(hits, states([100]))?.map((h) => h.rank)).toEqual([100, 20, 12, 10]);
    expect(preferStating(hits, states([12, 10]))?.map((h) => h.rank)).toEqual([12, 100, 20, 10]);
    expect(preferStating(hits, states([20]))).toBeNull();
    expect(preferStating([], states([]))).toBeNull();
  });
});
