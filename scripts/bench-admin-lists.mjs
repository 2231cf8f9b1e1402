// `npm run bench:admin-lists`: the superadmin's lists at 10,000 records. Starts `npm start`'s
// server on a fresh demo database, writes 10,000 audit entries into it, then prints the p95 of
// the list calls react-admin makes (first page, a deep page, each sort, a search, a filter) and
// the time from opening /superadmin/auditoria in Chromium to its first rendered row.
// Goal: p95 <= 100 ms per call on the demo API. A benchmark, not part of `npm test`.
//   --records N   audit entries to add (default 10000)
//   --runs N      calls per case (default 50)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildIfStale } from './buildIfStale.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '50' },
  },
});
const RECORDS = Number(values.records);
const RUNS = Number(values.runs);
const GOAL_MS = 100;
const PASSWORD = 'Campus2026';

buildIfStale();
const { startCampusServer } = await import('../mocks/server/serveCampus.ts');
const dir = mkdtempSync(join(tmpdir(), 'campus-bench-lists-'));
const dbFile = join(dir, 'campus.db');
const server = await startCampusServer({
  port: 0,
  host: '127.0.0.1',
  dbFile,
  filesDir: join(dir, 'files'),
});

/** 10,000 record changes by the superadmin, spread over a year, like months of real editing. */
function addAuditEntries(count) {
  const db = new DatabaseSync(dbFile);
  const { id: userId } = db.prepare("SELECT id FROM users WHERE username = 'superadmin'").get();
  const insert = db.prepare(
    `INSERT INTO audit_log (created_at, user_id, action, resource, record_id, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const resources = ['nomenclaturas', 'parametro', 'maestroTabla', 'permiso', 'segmento'];
  db.exec('BEGIN');
  for (let i = 0; i < count; i += 1) {
    const before = { valor: `valor ${i}`, version: 1 + (i % 7) };
    const after = { valor: `valor ${i + 1}`, version: 2 + (i % 7) };
    insert.run(
      start + i * 3000_000,
      userId,
      ['create', 'update', 'delete'][i % 3],
      resources[i % resources.length],
      String(1 + (i % 500)),
      i % 3 === 0 ? null : JSON.stringify(before),
      i % 3 === 2 ? null : JSON.stringify(after),
    );
  }
  db.exec('COMMIT');
  db.close();
}

async function signIn() {
  const response = await fetch(`${server.url}/api/main/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'superadmin', clave: PASSWORD }),
  });
  return (await response.json()).results.token;
}

const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timeCalls(token, query) {
  const url = `${server.url}/api/main/admin/auditoria?${new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  )}`;
  const samples = [];
  let total = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    total = response.headers.get('content-range') ?? '';
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), total };
}

async function firstRowMs() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/login');
    await page.getByLabel('Usuario').fill('superadmin');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Warm the HTTP cache with the app's code: the figure is the list's, not the download's.
    await page.goto('/superadmin/nomenclaturas');
    await page.getByRole('row').nth(1).waitFor();
    const started = Date.now();
    await page.goto('/superadmin/auditoria');
    await page.getByRole('row').nth(1).waitFor();
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

let misses = 0;
try {
  addAuditEntries(RECORDS);
  const token = await signIn();
  const cases = [
    ['first page, newest first', { sort: ['id', 'DESC'], range: [0, 24] }],
    ['page 200 (deep offset)', { sort: ['id', 'DESC'], range: [4975, 4999] }],
    ['sorted by date, oldest first', { sort: ['createdAt', 'ASC'], range: [0, 24] }],
    ['sorted by user', { sort: ['usuario', 'ASC'], range: [0, 24] }],
    ['search "nomenclat"', { filter: { q: 'nomenclat' }, range: [0, 24] }],
    ["one record's history", { filter: { resource: 'parametro', recordId: '42' }, range: [0, 99] }],
  ];
  console.log(
    `Audit list with ${RECORDS} added entries, ${RUNS} calls per case (against ${server.url}):`,
  );
  for (const [name, query] of cases) {
    const { p50, p95, total } = await timeCalls(token, query);
    const met = p95 <= GOAL_MS;
    if (!met) misses += 1;
    console.log(
      `  ${name.padEnd(30)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms` +
        `  ${total.padEnd(24)} ${met ? 'goal met' : 'GOAL MISSED'}`,
    );
  }
  console.log(`  first rendered row in Chromium: ${await firstRowMs()} ms (app code cached)`);
  console.log(`Goal: p95 <= ${GOAL_MS} ms per call.`);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(misses ? 1 : 0);
