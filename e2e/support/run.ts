import { DEMO_INSTANT } from '../../mocks/test/demoInstant';
/**
 * Where one e2e run keeps its server and files. Named after the port so that two runs on one
 * machine (two engineers, or CI beside a local run) never share a database, an outbox or the
 * signed-in states: a second run's global setup would otherwise sign the first run's tests out.
 */
export const port = Number(process.env.E2E_PORT ?? 5180);
export const baseURL = `http://127.0.0.1:${port}`;
export const dbFile = `.data/e2e-${port}.db`;
/**
 * The database as seeded, copied by the global setup before any test runs: the pickers choose
 * their students from it, so what one spec changes (an alert, a task, a form) never moves the
 * students another spec picks.
 */
export const seedDbFile = `.data/e2e-${port}-seed.db`;
export const outboxFile = `.data/e2e-${port}-outbox.jsonl`;
export const authDir = `e2e/.auth/${port}`;
export const resultsDir = `test-results/e2e-${port}`;

/**
 * A second server whose demo clock stands still (CAMPUS_CLOCK) for the attendance specs: every
 * window case sits where the seed placed it around this instant, a Wednesday of the seeded
 * period, 10:00 in Lima. Its pages fix the browser's clock to the same instant.
 */
export const clockNow = DEMO_INSTANT;
export const clockPort = port + 1;
export const clockBaseURL = `http://127.0.0.1:${clockPort}`;
export const clockDbFile = `.data/e2e-${clockPort}.db`;
export const clockOutboxFile = `.data/e2e-${clockPort}-outbox.jsonl`;
