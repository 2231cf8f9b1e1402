import { describe, expect, it } from 'vitest';
import { bulletTone, formatScore, reviewOf } from './scores';

describe('formatScore', () => {
  it.each([
    ['15.75', true, '15.75'],
    ['15.7', true, '15.70'],
    ['14', true, '14.00'],
    ['0', true, '0.00'],
    ['NSP', true, 'NSP'],
    ['14', false, '14'],
    ['NSP', false, 'NSP'],
    [null, true, '—'],
    [null, false, '—'],
  ] as const)('shows %j (dual %s) as %s', (score, dual, shown) => {
    expect(formatScore(score, dual)).toBe(shown);
  });
});

describe('bulletTone', () => {
  it.each([
    [1, 'success'],
    [2, 'warning'],
    [3, 'error'],
    [0, 'grey'],
    [4, 'grey'],
    [null, 'grey'],
  ] as const)('colours stateGraphic %s as %s', (state, tone) => {
    expect(bulletTone(state)).toBe(tone);
  });
});

describe('reviewOf', () => {
  it('names states 1 to 3 inert and 4 as the request', () => {
    expect(reviewOf(1, false)).toEqual({ label: 'En revisión', actionable: false });
    expect(reviewOf(2, false)).toEqual({ label: 'Aprobada', actionable: false });
    expect(reviewOf(3, false)).toEqual({ label: 'Denegada', actionable: false });
    expect(reviewOf(4, false)).toEqual({ label: 'Solicitar revisión', actionable: true });
  });

  it('shows nothing without a state, and nothing at all in an autonomous course', () => {
    expect(reviewOf(null, false)).toBeNull();
    expect(reviewOf(4, true)).toBeNull();
    expect(reviewOf(1, true)).toBeNull();
  });
});
