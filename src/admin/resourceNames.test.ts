import { describe, expect, it } from 'vitest';
import adminApp from './AdminApp.tsx?raw';
import superadminApp from './SuperadminApp.tsx?raw';
import { resourceNames } from './resourceNames';

describe('resource names', () => {
  it('names every resource an admin app registers, in singular and plural', () => {
    const apps = [adminApp, superadminApp];
    const registered = apps.flatMap((app) =>
      [...app.matchAll(/<Resource name="([\w/-]+)"/g)].map((m) => m[1]),
    );
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((name) => !(name! in resourceNames))).toEqual([]);
    for (const name of Object.values(resourceNames))
      expect(name).toMatch(/^\p{L}.* \|\|\|\| \p{L}/u);
  });
});
