import { describe, expect, it } from 'vitest';
import { choiceOpen } from './electives';

describe('choiceOpen', () => {
  it('is open through the last day in Lima and closed the day after', () => {
    // 2026-12-15 23:59 in Lima is 2026-12-16 04:59 UTC.
    expect(choiceOpen('2026-12-15', '2026-12-16T04:59:00Z')).toBe(true);
    expect(choiceOpen('2026-12-15', '2026-12-16T05:00:00Z')).toBe(false);
    expect(choiceOpen('2026-12-15', '2026-12-14T12:00:00Z')).toBe(true);
  });
});
