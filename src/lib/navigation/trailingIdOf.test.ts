import { describe, expect, it } from 'vitest';
import { trailingIdOf } from './trailingIdOf';

describe('trailingIdOf', () => {
  it('reads the id after the last dash', () => {
    expect(trailingIdOf('base-de-datos-ii-3120')).toBe(3120);
    expect(trailingIdOf('desarrollo-de-software-1')).toBe(1);
  });

  it.each([undefined, '', 'base-de-datos', 'curso-0', 'curso-12a'])('finds none in %j', (slug) => {
    expect(trailingIdOf(slug)).toBeNull();
  });
});
