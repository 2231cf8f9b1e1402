import { describe, expect, it } from 'vitest';
import { isQuietTime } from './quietHours';

// A moment given on Lima's clock (UTC-5 all year, no daylight saving).
const lima = (time: string) => new Date(`2026-03-02T${time}-05:00`);

describe('isQuietTime', () => {
  const afternoon = { from: '13:00', to: '15:00' };
  const overnight = { from: '22:00', to: '07:00' };

  it.each([
    ['12:59:59', false],
    ['13:00:00', true],
    ['14:59:59', true],
    ['15:00:00', false],
  ])('within one day (13:00 to 15:00) at %s: %s', (time, quiet) => {
    expect(isQuietTime(lima(time), afternoon)).toBe(quiet);
  });

  it.each([
    ['21:59:59', false],
    ['22:00:00', true],
    ['23:59:59', true],
    ['00:00:00', true],
    ['06:59:59', true],
    ['07:00:00', false],
    ['12:00:00', false],
  ])('across midnight (22:00 to 07:00) at %s: %s', (time, quiet) => {
    expect(isQuietTime(lima(time), overnight)).toBe(quiet);
  });

  it("reads Lima's clock, not UTC's", () => {
    // 18:30 UTC is 13:30 in Lima: quiet; 13:30 UTC is 08:30 in Lima: not.
    expect(isQuietTime(new Date('2026-03-02T18:30:00Z'), afternoon)).toBe(true);
    expect(isQuietTime(new Date('2026-03-02T13:30:00Z'), afternoon)).toBe(false);
  });

  it('is never quiet without quiet hours', () => {
    expect(isQuietTime(lima('23:00:00'), null)).toBe(false);
  });
});
