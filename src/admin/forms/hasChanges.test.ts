import { describe, expect, it } from 'vitest';
import { hasChanges } from './hasChanges';

describe('hasChanges', () => {
  it('sees a changed, added or cleared value', () => {
    expect(hasChanges({ valor: 'Casado' }, { valor: 'Soltero' })).toBe(true);
    expect(hasChanges({ valor: 'Casado' }, {})).toBe(true);
    expect(hasChanges({}, { valor: 'Soltero' })).toBe(true);
    expect(hasChanges({ opciones: [1, 2] }, { opciones: [1] })).toBe(true);
  });

  it('takes a field left empty in any way for no change', () => {
    expect(hasChanges({ valor: undefined, orden: 1 }, { valor: null, orden: 1 })).toBe(false);
    expect(hasChanges({ valor: '' }, {})).toBe(false);
  });
});
