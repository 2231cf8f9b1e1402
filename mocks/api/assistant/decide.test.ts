import { describe, expect, it } from 'vitest';
import { citedSources, isConfident, margin, MIN_MARGIN, MIN_RANK, SURE_RANK } from './decide.ts';

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
