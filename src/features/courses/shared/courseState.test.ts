import { describe, expect, it } from 'vitest';
import { courseStateColor, formatAverage } from './courseState';

describe('curricular states and averages', () => {
  it.each([
    ['APROBADO', 'success'],
    ['EN_CURSO', 'info'],
    ['DESAPROBADO', 'error'],
    ['PENDIENTE', 'neutral'],
  ] as const)('shows %s in %s', (state, color) => {
    expect(courseStateColor(state)).toBe(color);
  });

  it('writes an average with one or two decimals and none before any grade', () => {
    expect(formatAverage(14)).toBe('14.0');
    expect(formatAverage(14.6)).toBe('14.6');
    expect(formatAverage(15.25)).toBe('15.25');
    expect(formatAverage(12.999)).toBe('13.0');
    expect(formatAverage(null)).toBeNull();
  });
});
