import { describe, expect, it } from 'vitest';
import { routeIdOf } from './routeIdOf';

describe('routeIdOf', () => {
  it('reads a positive id', () => {
    expect(routeIdOf('1')).toBe(1);
    expect(routeIdOf('3120')).toBe(3120);
  });

  it.each([undefined, '', '0', '-1', '1.5', '12a', ' 1', '99999999999999999'])(
    'finds none in %j',
    (param) => {
      expect(routeIdOf(param)).toBeNull();
    },
  );
});
