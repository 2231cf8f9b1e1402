import { describe, expect, it } from 'vitest';
import {
  beforeCutoff,
  isGridStart,
  lastEditableDay,
  limaInstantOf,
  mondayOf,
  slotRefusal,
  slotStartsOf,
  type CalendarRules,
} from './slotRules';

// Wednesday 25 November 2026, 10:00 in Lima.
const NOW = limaInstantOf('2026-11-25', '10:00');
const HOUR = 3_600_000;
const rules: CalendarRules = {
  saturday: false,
  sunday: false,
  weeks: 2,
  holidays: new Set(['2026-12-08']),
};
const at = (day: string, time = '09:00') => limaInstantOf(day, time);

describe('the availability window (spec §9: two weeks from Monday)', () => {
  it('ends on the Sunday of the next week', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(lastEditableDay(NOW, 2)).toBe('2026-12-06');
    expect(lastEditableDay(NOW, 1)).toBe('2026-11-29');
  });

  it('lets the last day of the window be opened, not the day after', () => {
    const open = { ...rules, sunday: true };
    expect(slotRefusal(at('2026-12-06'), open, NOW)).toBeNull();
    expect(slotRefusal(at('2026-12-07'), open, NOW)).toBe('beyond-window');
  });
});

describe('slot rules (spec §5)', () => {
  it('refuses a past hour of today and a past day, not the next slot', () => {
    expect(slotRefusal(at('2026-11-25', '10:00'), rules, NOW)).toBe('past');
    expect(slotRefusal(at('2026-11-24', '15:00'), rules, NOW)).toBe('past');
    expect(slotRefusal(at('2026-11-25', '10:30'), rules, NOW)).toBeNull();
  });

  it('refuses a holiday of the brand, not the day before', () => {
    const later = { ...rules, weeks: 3 };
    expect(slotRefusal(at('2026-12-08'), later, NOW)).toBe('holiday');
    expect(slotRefusal(at('2026-12-07'), later, NOW)).toBeNull();
  });

  it('refuses Saturday and Sunday unless the brand enables each', () => {
    expect(slotRefusal(at('2026-11-28'), rules, NOW)).toBe('saturday');
    expect(slotRefusal(at('2026-11-29'), rules, NOW)).toBe('sunday');
    expect(slotRefusal(at('2026-11-28'), { ...rules, saturday: true }, NOW)).toBeNull();
    expect(slotRefusal(at('2026-11-29'), { ...rules, saturday: true }, NOW)).toBe('sunday');
    expect(slotRefusal(at('2026-11-29'), { ...rules, sunday: true }, NOW)).toBeNull();
    expect(slotRefusal(at('2026-11-27'), rules, NOW)).toBeNull();
  });

  it('refuses a booked slot that would otherwise be editable', () => {
    expect(slotRefusal(at('2026-11-26'), rules, NOW, true)).toBe('booked');
    expect(slotRefusal(at('2026-11-26'), rules, NOW, false)).toBeNull();
  });
});

describe('the grid and the cut-off', () => {
  it('offers 30-minute slots from 08:00 to 19:30', () => {
    const starts = slotStartsOf('2026-11-26');
    expect(starts[0]).toBe(at('2026-11-26', '08:00'));
    expect(starts.at(-1)).toBe(at('2026-11-26', '19:30'));
    expect(isGridStart(at('2026-11-26', '19:30'))).toBe(true);
    expect(isGridStart(at('2026-11-26', '20:00'))).toBe(false);
    expect(isGridStart(at('2026-11-26', '07:30'))).toBe(false);
    expect(isGridStart(at('2026-11-26', '09:15'))).toBe(false);
  });

  it('lets a student change a booking until 12 hours before, not after', () => {
    expect(beforeCutoff(NOW + 12 * HOUR, NOW)).toBe(true);
    expect(beforeCutoff(NOW + 12 * HOUR - 1, NOW)).toBe(false);
  });
});
