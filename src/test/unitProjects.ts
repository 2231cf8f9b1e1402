import { globSync, readFileSync } from 'node:fs';

// Contract and RabbitMQ tests need servers their own scripts start (test-contract, test-rabbitmq).
const NOT_UNIT = ['**/*.contract.test.{ts,tsx}', '**/*.rabbitmq.test.ts', 'node_modules/**'];

// Files that replace modules (vi.mock) or reset the registry need a fresh module graph each;
// every other file shares its worker's modules, which is most of the unit step's speed. Found by
// reading the files, so a new mocking test is isolated without anyone keeping a list.
const MODULE_MOCKING = /\bvi(?:test)?\s*\.\s*(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/** The test files among `include` that mock or reset modules. */
export const mockingTests = (include: string[]) =>
  globSync(include, { exclude: NOT_UNIT }).filter((file) =>
    MODULE_MOCKING.test(readFileSync(file, 'utf8')),
  );

/** One environment's tests: the shared project, and an isolated one for mocking files if any. */
export function unitProjects(name: string, environment: 'jsdom' | 'node', include: string[]) {
  const mocking = mockingTests(include);
  const test = {
    environment,
    setupFiles: environment === 'jsdom' ? ['./src/test/setup.ts'] : [],
    // Once per run, before the first file: the demo database test APIs copy instead of seeding.
    globalSetup: environment === 'node' ? ['./mocks/test/seedTemplate.ts'] : [],
  };
  return [
    {
      extends: true,
      test: { ...test, name, isolate: false, include, exclude: [...NOT_UNIT, ...mocking] },
    },
    ...(mocking.length > 0
      ? [{ extends: true, test: { ...test, name: `${name} (isolated)`, include: mocking } }]
      : []),
  ];
}
