import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mockingTests, unitProjects } from './unitProjects';

const ALL_UNIT = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'];

// Test files of each kind, written for the test: the project's own have no module mocks now.
const dir = mkdtempSync(join(tmpdir(), 'campus-unit-projects-'));
const file = (name: string, code: string) => {
  writeFileSync(join(dir, name), code);
  return join(dir, name);
};
const mocks = file('mocks.test.ts', "vi.mock('./clock', () => ({ now: () => 0 }));\n");
const resets = file('resets.test.ts', 'vi.resetModules();\n');
const spies = file('spies.test.ts', "vi.spyOn(clock, 'now');\n");
const fixtures = [join(dir, '*.test.ts')];
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('unit projects', () => {
  it('isolates every test file that mocks or resets modules, and only those', () => {
    expect(mockingTests(fixtures).sort()).toEqual([mocks, resets].sort());

    const mocking = globSync(ALL_UNIT, { exclude: ['**/*.contract.test.*'] }).filter((name) =>
      /vi\.((do)?mock|resetModules)\(/i.test(readFileSync(name, 'utf8')),
    );
    expect(mockingTests(ALL_UNIT).sort()).toEqual(mocking.sort());
  });

  it('runs a mocking file in the isolated project, never in the shared one', () => {
    const [shared, isolated] = unitProjects('app', 'jsdom', fixtures);
    expect(shared!.test).toMatchObject({
      isolate: false,
      exclude: expect.arrayContaining([mocks]),
    });
    expect(shared!.test).toMatchObject({ exclude: expect.not.arrayContaining([spies]) });
    expect(isolated!.test).not.toHaveProperty('isolate');
    expect(isolated!.test.include).toEqual(expect.arrayContaining([mocks, resets]));
  });

  it('makes no isolated project when no file mocks modules', () => {
    expect(unitProjects('app', 'jsdom', [spies])).toHaveLength(1);
  });
});
