import { describe, expect, it } from 'vitest';
import { toParameterMap } from '@/lib/parameters';
import { testParameter } from '@/test/parameters';
import { minimumMbps } from './connectionRules';

const withSpeed = (valor: string) => toParameterMap([testParameter('EVA_VELOCIDAD_MINIMA', valor)]);

describe('minimumMbps', () => {
  it('reads EVA_VELOCIDAD_MINIMA within its rule, 1 to 100 Mbps', () => {
    expect(minimumMbps(withSpeed('3'))).toBe(3);
    expect(minimumMbps(withSpeed(' 1 '))).toBe(1);
    expect(minimumMbps(withSpeed('100'))).toBe(100);
    expect(minimumMbps(withSpeed('12'))).toBe(12);
  });

  it("keeps spec §9's 3 Mbps without the parameter or with a value its rule refuses", () => {
    expect(minimumMbps(undefined)).toBe(3);
    expect(minimumMbps({})).toBe(3);
    for (const valor of ['0', '101', '2.5', 'rápida', ''])
      expect(minimumMbps(withSpeed(valor)), valor).toBe(3);
  });
});
