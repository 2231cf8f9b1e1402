import { describe, expect, it } from 'vitest';
import { texts } from '../shared/substitute/texts';
import { windowEndError } from './windowRules';

const opens = '2026-11-23T13:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(opens) + ms).toISOString();
const DAY = 86_400_000;

describe('windowEndError', () => {
  it('asks for the end first', () => {
    expect(windowEndError(opens, null)).toBe(texts.dateRequired);
  });
  it('refuses an end at or before the start, takes one a minute later', () => {
    expect(windowEndError(opens, opens)).toBe(texts.order);
    expect(windowEndError(opens, at(-60_000))).toBe(texts.order);
    expect(windowEndError(opens, at(60_000))).toBeNull();
  });
  it('takes thirty days exactly, not a minute more', () => {
    expect(windowEndError(opens, at(30 * DAY))).toBeNull();
    expect(windowEndError(opens, at(30 * DAY + 60_000))).toBe(texts.tooLong);
  });
});
