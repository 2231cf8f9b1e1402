// `npm run bench:abuse`: a sign-in flood against the demo API on loopback, as one address would
// send it, while a signed-in user keeps reading. 50 concurrent `POST auth/login` with random
// usernames for 10 s; meanwhile one client reads `notification/pending` with its token, one
// request after another. Prints the flood's answers and the reader's p50/p95 (goal p95 <= 50 ms).
// The demo API, the flood's client and this reader each run in a process of their own: neither
// the server nor the reader shares an event loop with the attackers.
//   --seconds N      flood length (default 10)
//   --concurrency N  parallel sign-in attempts (default 50)
//   --spread         each attacker from an address of its own (127.0.0.2, .3 ...): no address
//                    limit applies, so what is left is the password hashing's own gate
import { spawn } from 'node:child_process';
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

  // The flood from a process of its own (scripts/bench-abuse-flood.mjs): its clients' work does
  // not share this event loop, so the reader's times are the server's.
  const flood = spawn(
    process.execPath,
    [
      'scripts/bench-abuse-flood.mjs',
      base,
      String(seconds),
      String(concurrency),
      ...(values.spread ? ['--spread'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let floodOutput = '';
  // The reader starts with the flood itself, not with its process (Node's start takes a while).
  const floodStarted = new Promise((resolve) =>
    flood.stdout.on('data', (chunk) => {
      floodOutput += chunk;
      if (floodOutput.includes('started\n')) resolve();
    }),
  );
  let flooding = true;
  const floodDone = new Promise((resolve, reject) =>
    // 'close', not 'exit': by then the flood's last line has been read.
    flood.once('close', (code) => {
      flooding = false;
      if (code === 0) resolve(JSON.parse(floodOutput.trim().split('\n').at(-1)));
      else reject(new Error(`The flood's client exited with ${code}.`));
    }),
  );
  const loaded = [];
  const reader = async () => {
    await floodStarted;
    while (flooding) {
      const started = performance.now();
      const response = await read();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`The reader got ${response.status}.`);
      // Only reads that began and ended while the flood ran.
      if (flooding) loaded.push(performance.now() - started);
    }
  };
  const [{ attempts, answers }] = await Promise.all([floodDone, reader()]);

  const ms = (value) => `${value.toFixed(1)} ms`;
  idle.sort((a, b) => a - b);
  loaded.sort((a, b) => a - b);
  const from = values.spread ? `from ${concurrency} addresses` : 'from one address';
  console.log(`Sign-in flood: ${concurrency} concurrent for ${seconds} s ${from}`);
  console.log(`  attempts      ${attempts} (${(attempts / seconds).toFixed(0)}/s)`);
  console.log(
    `  answers       ${Object.entries(answers)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  );
  console.log(`Signed-in reader (GET notification/pending, ${loaded.length} requests)`);
  console.log(
    `  unloaded      p50 ${ms(percentile(idle, 0.5))}, p95 ${ms(percentile(idle, 0.95))}`,
  );
  console.log(
    `  during flood  p50 ${ms(percentile(loaded, 0.5))}, p95 ${ms(percentile(loaded, 0.95))}, ` +
      `max ${ms(loaded.at(-1))} (goal p95 <= 50 ms)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
