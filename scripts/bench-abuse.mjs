// `npm run bench:abuse`: a sign-in flood against the demo API on loopback, as one address would
// send it, while a signed-in user keeps reading. 50 concurrent `POST auth/login` with random
// usernames for 10 s; meanwhile one client reads `notification/pending` with its token, one
// request after another. Prints the flood's answers and the reader's p50/p95 (goal p95 <= 100 ms).
// The demo API runs in a process of its own, so the flood's clients do not share its CPU.
//   --seconds N      flood length (default 10)
//   --concurrency N  parallel sign-in attempts (default 50)
//   --spread         each attacker from an address of its own (127.0.0.2, .3 ...): no address
//                    limit applies, so what is left is the password hashing's own gate
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '50' },
    spread: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-abuse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['mocks/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CAMPUS_DB_FILE: join(dataDir, 'campus.db'),
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The demo API did not start.');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

try {
  await waitForServer();
  const signIn = await fetch(`${base}/api/main/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'alumno', clave: 'Campus2026' }),
  });
  const { token } = (await signIn.json()).results;
  const read = () =>
    fetch(`${base}/api/notifications/notification/pending`, {
      headers: { authorization: `Bearer ${token}` },
    });

  // The reader alone first: what an unloaded request takes on this machine today.
  const idle = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    await (await read()).arrayBuffer();
    idle.push(performance.now() - started);
  }

  const deadline = performance.now() + seconds * 1000;
  const answers = new Map();
  let attempts = 0;
  /** One sign-in attempt with a random username from `localAddress`; resolves with its status. */
  const attempt = (localAddress) =>
    new Promise((resolve) => {
      const body = JSON.stringify({
        usuario: `nadie${Math.random().toString(36).slice(2)}`,
        clave: 'x',
      });
      const sent = httpRequest(
        `${base}/api/main/auth/login`,
        { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.statusCode)));
        },
      );
      sent.on('error', () => resolve('error'));
      sent.end(body);
    });
  const attacker = async (index) => {
    const localAddress = values.spread ? `127.0.0.${2 + index}` : '127.0.0.1';
    while (performance.now() < deadline) {
      attempts += 1;
      const status = await attempt(localAddress);
      answers.set(status, (answers.get(status) ?? 0) + 1);
    }
  };
  const loaded = [];
  const reader = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await read();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`The reader got ${response.status}.`);
      loaded.push(performance.now() - started);
    }
  };
  await Promise.all([reader(), ...Array.from({ length: concurrency }, (_, i) => attacker(i))]);

  const ms = (value) => `${value.toFixed(1)} ms`;
  idle.sort((a, b) => a - b);
  loaded.sort((a, b) => a - b);
  const from = values.spread ? `from ${concurrency} addresses` : 'from one address';
  console.log(`Sign-in flood: ${concurrency} concurrent for ${seconds} s ${from}`);
  console.log(`  attempts      ${attempts} (${(attempts / seconds).toFixed(0)}/s)`);
  console.log(
    `  answers       ${[...answers].map(([status, count]) => `${status}: ${count}`).join(', ')}`,
  );
  console.log(`Signed-in reader (GET notification/pending, ${loaded.length} requests)`);
  console.log(
    `  unloaded      p50 ${ms(percentile(idle, 0.5))}, p95 ${ms(percentile(idle, 0.95))}`,
  );
  console.log(
    `  during flood  p50 ${ms(percentile(loaded, 0.5))}, p95 ${ms(percentile(loaded, 0.95))}, ` +
      `max ${ms(loaded.at(-1))} (goal p95 <= 100 ms)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
