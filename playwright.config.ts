import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { chromiumFlags, e2eChromiumPath } from './scripts/chromium';
import { SPARE_STUDENTS } from './e2e/support/accounts';
import {
  baseURL,
  clockBaseURL,
  clockDbFile,
  clockNow,
  clockOutboxFile,
  clockPort,
  dbFile,
  outboxFile,
  port,
  resultsDir,
} from './e2e/support/run';

// CI keeps one retry as a safety; E2E_RETRIES=0 runs CI's suite with none, to prove no test needs it
// (issue 53: three clean-clone runs green without a retry).
const retries = Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0));

const chromium = { executablePath: e2eChromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: './e2e',
  outputDir: resultsDir,
  fullyParallel: true,
  // One worker per core: the server and Chromium share them, and more workers only queue. Each
  // worker (and each retry) changes data as its own spare student, so there are never more.
  workers: Math.min(availableParallelism(), Math.floor(SPARE_STUDENTS / (retries + 1))),
  retries,
  // Budgets against a hang, not speed checks (the benchmarks in scripts/ measure speed): under the
  // suite's own load (1-min load 9-12 on two cores) flows of 20-25 s took up to 32 s, and a first
  // load of the admin app up to 8.8 s, with nothing wrong but the CPU shared.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The slowest attempts and each spec file's time, after the run (issue 53).
  reporter: [['list'], ['./e2e/support/timingReporter.ts']],
  globalSetup: './e2e/support/globalSetup.ts',
  use: {
    baseURL,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // A failed test's trace keeps its actions, DOM snapshots, network and console, not the
    // screencast: encoding its frames took a third of the suite's CPU (the same 8 specs, 2
    // workers: 427 s of CPU with it, 268 s without), and a starved page is what made tests late.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromium,
    // The campus's service worker answers from its caches, where page.route() cannot see: only
    // e2e/offline.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    // Each test runs once, at 1280 px, and looks at the pages it visits at 375 px as well
    // (atPhoneWidth, e2e/support/phone.ts): the layout follows the width alone, so a phone twin
    // replaying the whole flow would only repeat it. `@mobileOnly` runs a test on the emulated
    // phone instead (touch, isMobile), for a flow that runs only there.
    {
      name: 'desktop',
      grepInvert: /@mobileOnly/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      grep: /@mobileOnly/,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    // One server for every worker, on a fresh demo database seeded once.
    {
      command: `node scripts/start.mjs --fresh-db --port ${port}`,
      url: `${baseURL}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        HOST: '127.0.0.1',
        CAMPUS_DB_FILE: dbFile,
        CAMPUS_OUTBOX_FILE: outboxFile,
        // The notification specs send theirs through the dev tool (e2e/support/notifications.ts).
        CAMPUS_DEV_TOOLS: '1',
      },
    },
    // The attendance specs' server, its clock stopped at one instant (e2e/support/run.ts).
    {
      command: `node scripts/start.mjs --fresh-db --port ${clockPort}`,
      url: `${clockBaseURL}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        HOST: '127.0.0.1',
        CAMPUS_DB_FILE: clockDbFile,
        CAMPUS_OUTBOX_FILE: clockOutboxFile,
        CAMPUS_CLOCK: new Date(clockNow).toISOString(),
      },
    },
  ],
});
