import { describe, expect, it } from 'vitest';
import { countOf } from './countOf';

describe('countOf', () => {
  it('takes the singular for one alone', () => {
    expect(countOf(1, 'vencido', 'vencidos')).toBe('1 vencido');
  });

  it.each([0, 2, 21, 1000])('takes the plural for %i', (count) => {
    expect(countOf(count, 'vencido', 'vencidos')).toBe(`${count} vencidos`);
  });
});
