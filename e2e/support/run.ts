/**
 * Where one e2e run keeps its server and files. Named after the port so that two runs on one
 * machine (two engineers, or CI beside a local run) never share a database, an outbox or the
 * signed-in states: a second run's global setup would otherwise sign the first run's tests out.
 */
export const port = Number(process.env.E2E_PORT ?? 5180);
export const baseURL = `http://127.0.0.1:${port}`;
export const dbFile = `.data/e2e-${port}.db`;
export const outboxFile = `.data/e2e-${port}-outbox.jsonl`;
export const authDir = `e2e/.auth/${port}`;
export const resultsDir = `test-results/e2e-${port}`;
