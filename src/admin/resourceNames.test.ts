import { describe, expect, it } from 'vitest';
import superadminApp from './SuperadminApp.tsx?raw';
import { resourceNames } from './resourceNames';

describe('resource names', () => {
  it('names every resource an admin app registers, in singular and plural', () => {
    const registered = [...superadminApp.matchAll(/<Resource name="([\w/]+)"/g)].map((m) => m[1]);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((name) => !(name! in resourceNames))).toEqual([]);
    for (const name of Object.values(resourceNames))
      expect(name).toMatch(/^\p{L}.* \|\|\|\| \p{L}/u);
  });
});
