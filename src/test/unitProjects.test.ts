import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockingTests, unitProjects } from './unitProjects';

const ALL_UNIT = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'];

describe('unit projects', () => {
  it('isolates every test file that mocks or resets modules, and only those', () => {
    const mocking = globSync(ALL_UNIT, { exclude: ['**/*.contract.test.*'] }).filter((file) =>
      /vi\.((do)?mock|resetModules)\(/i.test(readFileSync(file, 'utf8')),
    );
    expect(mocking).toEqual(expect.arrayContaining(['src/ui/FileInput/FileInput.test.tsx']));
    expect(mockingTests(ALL_UNIT).sort()).toEqual(mocking.sort());
  });

  it('runs a mocking file in the isolated project, never in the shared one', () => {
    const [shared, isolated] = unitProjects('app', 'jsdom', ['src/ui/**/*.test.{ts,tsx}']);
    const file = 'src/ui/FileInput/FileInput.test.tsx';
    expect(shared.test).toMatchObject({ isolate: false, exclude: expect.arrayContaining([file]) });
    expect(isolated.test).not.toHaveProperty('isolate');
    expect(isolated.test.include).toContain(file);
  });
});
