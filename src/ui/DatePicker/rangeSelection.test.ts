import { describe, expect, it } from 'vitest';
import { toCampusTime } from '@/lib/dates';
import { completeRange, emptyDraft, pickRangeDay, RANGE_DEFAULT_DAYS } from './rangeSelection';

const day = (iso: string) => toCampusTime(iso);
const key = (value: { format: (pattern: string) => string } | null) =>
  value?.format('YYYY-MM-DD HH:mm:ss.SSS') ?? null;
const nothingDisabled = () => false;

describe('range selection', () => {
  it('proposes the end seven days after a new start', () => {
    expect(RANGE_DEFAULT_DAYS).toBe(7);
    const draft = pickRangeDay(emptyDraft(), day('2026-03-05'), nothingDisabled);
    expect(key(draft.start)).toBe('2026-03-05 00:00:00.000');
    expect(key(draft.end)).toBe('2026-03-12 00:00:00.000');
    expect(draft.picking).toBe('end');
  });

  it('leaves the end empty when the proposed day cannot be chosen', () => {
    const draft = pickRangeDay(emptyDraft(), day('2026-03-05'), (d) => d.date() === 12);
    expect(draft.end).toBeNull();
    expect(completeRange(draft)).toBeNull();
  });

  it('sets the end with the second pick, then starts over with the third', () => {
    const started = pickRangeDay(emptyDraft(), day('2026-03-05'), nothingDisabled);
    const ended = pickRangeDay(started, day('2026-03-20'), nothingDisabled);
    expect(key(ended.end)).toBe('2026-03-20 00:00:00.000');
    expect(ended.picking).toBe('start');
    const again = pickRangeDay(ended, day('2026-03-25'), nothingDisabled);
    expect(key(again.start)).toBe('2026-03-25 00:00:00.000');
  });

  it('restarts when the second pick is before the start', () => {
    const started = pickRangeDay(emptyDraft(), day('2026-03-05'), nothingDisabled);
    const restarted = pickRangeDay(started, day('2026-03-02'), nothingDisabled);
    expect(key(restarted.start)).toBe('2026-03-02 00:00:00.000');
    expect(key(restarted.end)).toBe('2026-03-09 00:00:00.000');
  });

  it('emits whole days: the start at its first instant, the end at its last, in Lima', () => {
    const range = completeRange({
      start: day('2026-03-05T20:30:00Z'),
      end: day('2026-03-12T03:00:00Z'),
      picking: 'start',
    });
    expect(key(range?.start ?? null)).toBe('2026-03-05 00:00:00.000');
    expect(key(range?.end ?? null)).toBe('2026-03-11 23:59:59.999');
    expect(range?.end.toISOString()).toBe('2026-03-12T04:59:59.999Z');
  });

  it('is incomplete without a start or an end', () => {
    expect(completeRange(emptyDraft())).toBeNull();
  });
});
