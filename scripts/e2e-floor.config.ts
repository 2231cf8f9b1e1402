import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import config from '../playwright.config';

// The e2e step's floor bench (scripts/e2e-floor.mjs): the suite's own settings, servers and
// signed-in states, one worker, the bench's spec alone, in order. The suite's relative paths are
// the repository root's, this file's folder is scripts/.
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  ...config,
  testDir: '.',
  testMatch: 'e2e-floor.spec.ts',
  outputDir: resolve(root, config.outputDir!),
  globalSetup: resolve(root, config.globalSetup as string),
  webServer: (Array.isArray(config.webServer) ? config.webServer : [config.webServer!]).map(
    (server) => ({ ...server, cwd: root }),
  ),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['./e2e-floor.reporter.ts']],
  projects: [config.projects![0]!],
});
