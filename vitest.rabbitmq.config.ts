import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The live client against RabbitMQ (`npm run test:rabbitmq`): scripts/test-rabbitmq.mjs starts the
// node. Same aliases as the app; only the test selection differs (replaced, not merged, so the
// unit suite's include list does not leak in).
export default defineConfig((env) => ({
  ...viteConfig(env),
  test: {
    environment: 'node',
    include: ['scripts/rabbitmq/*.rabbitmq.test.ts'],
    testTimeout: 60_000,
  },
}));
