// `npm run test:contract`: the contract tests through `prism proxy --errors`, so every request the
// tests send and every response of the demo API is checked against the bundled spec (ARCHITECTURE §7).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoApi } from '../mocks/api/buildDemoApi.ts';
import { loadSpecs } from '../mocks/api/spec.ts';
import { openDatabase } from '../mocks/db/openDatabase.ts';
import { DEMO_INSTANT } from '../mocks/test/demoInstant.ts';

const HOST = '127.0.0.1';
const PRISM_START_TIMEOUT_MS = 400_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitUntilAnswering(url, prism) {
  const deadline = Date.now() + PRISM_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null)
      throw new Error(`Prism for ${url} exited with code ${prism.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Prism did not answer at ${url} within ${PRISM_START_TIMEOUT_MS / 1000} s`);
}

// `prism proxy --errors` in front of the demo API, or `prism mock` (no upstream) for the client tests.
async function startPrism(service, upstream) {
  const port = await freePort();
  const mode = upstream
    ? ['proxy', `generated/openapi/${service}.json`, upstream, '--errors']
    : ['mock', `generated/openapi/${service}.json`];
  const prism = spawn(
    process.execPath,
    ['node_modules/.bin/prism', ...mode, '--host', HOST, '--port', String(port)],
    // Prism logs every request; only its errors are worth showing.
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://${HOST}:${port}`;
  await waitUntilAnswering(url, prism);
  return { service, url, prism, mock: !upstream };
}

function runVitest(env) {
  return new Promise((resolve) => {
    const vitest = spawn(
      process.execPath,
      ['node_modules/.bin/vitest', 'run', '--config', 'vitest.contract.config.ts', 'mocks/api/assistant/assistantStaff.contract.test.ts'],
      {
        stdio: 'inherit',
        env: { ...process.env, ...env },
      },
    );
    vitest.on('exit', (code) => resolve(code ?? 1));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'campus-contract-'));
const dbFile = join(dir, 'campus.db');
const outboxFile = join(dir, 'outbox.jsonl');
// The clock stands still, so the classes the demo places around "now" (an open one to mark, a
// missed one to be alerted of) are the same whatever the hour of the run.
const api = buildDemoApi({
  dbFile,
  outboxFile,
  seed: { students: 50 },
  clock: () => DEMO_INSTANT,
  // The notifications flow sends one through the dev tool (off unless asked for).
  devTools: true,
});
const proxies = [];
let exitCode = 1;
try {
  await api.listen({ port: 0, host: HOST });
  const apiUrl = `http://${HOST}:${api.server.address().port}/api`;
  const services = loadSpecs()
    .filter((spec) => spec.operations.length > 0)
    .map((spec) => spec.service);
  proxies.push(
    ...(await Promise.all([
      ...services.map((service) => startPrism(service, `${apiUrl}/${service}`)),
      ...services.map((service) => startPrism(service, null)),
    ])),
  );

  const db = openDatabase(dbFile);
  const tasked = db
    .prepare('SELECT u.username FROM user_tasks t JOIN users u ON u.id = t.user_id LIMIT 1')
    .get();
  db.close();
  const env = {
    CONTRACT_OUTBOX_FILE: outboxFile,
    CONTRACT_TASKED_USER: tasked?.username ?? '',
    CONTRACT_NOW: String(DEMO_INSTANT),
  };
  for (const { service, url, mock } of proxies)
    env[`CONTRACT_${mock ? 'MOCK_' : ''}${service.toUpperCase().replace(/-/g, '_')}_URL`] = url;
  exitCode = await runVitest(env);
} finally {
  for (const { prism } of proxies) prism.kill();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
