import { describe, expect, it } from 'vitest';
import { stateGraphicOf } from './grades.ts';
import { percentOf, standingOf, weightedAverage } from './progress.ts';

describe('stateGraphicOf', () => {
  it.each([
    [null, null],
    ['NSP', 3],
    ['20', 1],
    ['13', 1],
    ['12.99', 2],
    ['10.5', 2],
    ['10.49', 3],
    ['0', 3],
  ])('colours %s as %s', (score, graphic) => {
    expect(stateGraphicOf(score)).toBe(graphic);
  });
});

describe('standingOf', () => {
  it('passes with one passing grade, showing that attempt', () => {
    const attempts = [
      { grade: '12', period: '2025-I' },
      { grade: '13', period: '2025-II' },
    ];
    expect(standingOf(attempts, false)).toEqual({
      estado: 'APROBADO',
      nota: '13',
      codigoPeriodo: '2025-II',
    });
  });

  it('is in progress when taken now after failing, failed when not, pending without attempts', () => {
    const failed = [{ grade: '12', period: '2025-I' }];
    expect(standingOf(failed, true).estado).toBe('EN_CURSO');
    expect(standingOf(failed, false)).toEqual({
      estado: 'DESAPROBADO',
      nota: '12',
      codigoPeriodo: '2025-I',
    });
    expect(standingOf([{ grade: 'NSP', period: '2025-I' }], false).estado).toBe('DESAPROBADO');
    expect(standingOf([], true).estado).toBe('EN_CURSO');
    expect(standingOf([], false)).toEqual({ estado: 'PENDIENTE', nota: null, codigoPeriodo: null });
  });
});

describe('weightedAverage and percentOf', () => {
  it('weights by credits, counts NSP as 0, rounds to 2 decimals, and is null without grades', () => {
    expect(
      weightedAverage([
        { grade: '15', credits: 3 },
        { grade: 'NSP', credits: 1 },
      ]),
    ).toBe(11.25);
    expect(
      weightedAverage([
        { grade: '14', credits: 3 },
        { grade: '13', credits: 3 },
        { grade: '13', credits: 3 },
      ]),
    ).toBe(13.33);
    expect(weightedAverage([])).toBeNull();
  });

  it('rounds the share to a whole percent and is 0 of nothing', () => {
    expect(percentOf(18, 57)).toBe(32);
    expect(percentOf(57, 57)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
