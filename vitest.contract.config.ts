import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The contract suite (`npm run test:contract`): scripts/test-contract.mjs starts the demo API, one
// `prism proxy --errors` per service (demo API tests) and one `prism mock` per service (generated client).
// Same aliases and plugins as the app; only the test selection differs (replaced, not merged, so the
// unit suite's include list does not leak in).
export default defineConfig((env) => ({
  ...viteConfig(env),
  test: {
    environment: 'node',
    include: ['mocks/**/*.contract.test.ts', 'src/**/*.contract.test.tsx'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
}));
