import { describe, expect, it } from 'vitest';
import { moduleLabel, moduleOrdinal } from './modules';

describe('moduleLabel', () => {
  it.each([
    ['CI', 'CI'],
    ['I', 'CI'],
    ['CIII', 'CIII'],
    ['XII', 'CXII'],
    ['CXII', 'CXII'],
    ['00', 'Módulo único'],
  ])('shows %s as %s', (code, label) => {
    expect(moduleLabel(code)).toBe(label);
  });

  it.each(['CXIII', 'XIII', '0', '000', '01', 'C', '', 'ciii', 'CIIII', 'C00'])(
    'rejects %j',
    (code) => {
      expect(moduleLabel(code)).toBeNull();
      expect(moduleOrdinal(code)).toBeNull();
    },
  );

  it('orders the single module first, then I to XII', () => {
    expect(['CII', '00', 'CXII', 'CI'].map(moduleOrdinal)).toEqual([2, 0, 12, 1]);
  });
});
