import { defineConfig } from 'vitest/config';

// The contract suite (`npm run test:contract`): scripts/test-contract.mjs starts the demo API and one
// `prism proxy --errors` per service, then runs these files against Prism.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['mocks/**/*.contract.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
