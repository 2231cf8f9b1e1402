import { describe, expect, it } from 'vitest';
import { NOW_THRESHOLD_MS, RELATIVE_TIME_LABELS, relativeTime } from './relativeTime';

const NOW = Date.UTC(2026, 2, 2, 15, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (ms: number) => relativeTime(NOW - ms, NOW);

describe('relativeTime', () => {
  it('reads Ahora for the future and under 30 seconds', () => {
    expect(RELATIVE_TIME_LABELS.now).toBe('Ahora');
    expect(ago(-5 * MINUTE)).toBe('Ahora');
    expect(ago(0)).toBe('Ahora');
    expect(ago(NOW_THRESHOLD_MS - 1)).toBe('Ahora');
    expect(ago(NOW_THRESHOLD_MS)).toBe('hace 30 seg');
  });

  it('counts seconds up to a minute', () => {
    expect(ago(MINUTE - 1)).toBe('hace 59 seg');
    expect(ago(MINUTE)).toBe('hace 1 min');
  });

  it('counts minutes up to an hour', () => {
    expect(ago(5 * MINUTE + 59 * SECOND)).toBe('hace 5 min');
    expect(ago(HOUR - 1)).toBe('hace 59 min');
    expect(ago(HOUR)).toBe('hace 1 h');
  });

  it('counts hours up to a day', () => {
    expect(ago(3 * HOUR)).toBe('hace 3 h');
    expect(ago(DAY - 1)).toBe('hace 23 h');
    expect(ago(DAY)).toBe('hace 1 d');
  });

  it('counts days up to 30, then months of 30 days', () => {
    expect(ago(2 * DAY)).toBe('hace 2 d');
    expect(ago(30 * DAY - 1)).toBe('hace 29 d');
    expect(ago(30 * DAY)).toBe('hace 1 m');
    expect(ago(4 * 30 * DAY)).toBe('hace 4 m');
  });

  it('counts years of 365 days', () => {
    expect(ago(365 * DAY - 1)).toBe('hace 12 m');
    expect(ago(365 * DAY)).toBe('hace 1 a');
    expect(ago(3 * 365 * DAY)).toBe('hace 3 a');
  });

  it('accepts ISO strings and measures against the current time by default', () => {
    expect(relativeTime('2026-03-02T14:55:00Z', '2026-03-02T15:00:00Z')).toBe('hace 5 min');
    expect(relativeTime(new Date(Date.now() - 2 * HOUR))).toBe('hace 2 h');
  });
});
