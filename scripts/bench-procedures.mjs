// `npm run bench:procedures`: the admin procedure trays on the seeded demo data (2,400 requests
// with the default 300 students; --students scales it). Starts `npm start`'s server on a fresh
// demo database and times `tramitesolicitudsae/admin/filtro/listar` as the tray pages call it:
// each tray, pending and finished, first and deep pages, and every filter (type, state, date
// range, programme, campus, requester text). Prints count, p50, p95 and max per case and overall.
// Goal: p95 <= 100 ms on the demo API (issue 11). Not part of `npm test`.
//   --students N   generated students (default 300)
//   --runs N       calls per case (default 40)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '300' },
    runs: { type: 'string', default: '40' },
  },
});
const RUNS = Number(values.runs);
const GOAL_MS = 100;

const { startCampusServer } = await import('../mocks/server/serveCampus.ts');
const dir = mkdtempSync(join(tmpdir(), 'campus-bench-procedures-'));
const server = await startCampusServer({
  port: 0,
  host: '127.0.0.1',
  dbFile: join(dir, 'campus.db'),
  filesDir: join(dir, 'files'),
  seed: { students: Number(values.students) },
  serveApp: false,
});

const login = await fetch(`${server.url}/api/main/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ usuario: 'colaborador', clave: 'Campus2026' }),
});
const token = (await login.json()).results.token;
const get = async (path) => {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/main${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
};

const filters = (await get('/tramitesae/caso/filtro/listar?bandeja=tickets-manuales')).body.results;
const cases = [];
for (const bandeja of ['tickets-manuales', 'tickets-automaticos', 'validacion-documentos']) {
  for (const situacion of ['pendientes', 'finalizados']) {
    const base = `/tramitesolicitudsae/admin/filtro/listar?bandeja=${bandeja}&situacion=${situacion}`;
    const { total } = (await get(base)).body.results;
    const lastPage = Math.max(1, Math.ceil(total / 20));
    cases.push([`${bandeja} ${situacion} (${total}), first page`, base]);
    cases.push([`${bandeja} ${situacion}, last page`, `${base}&pagina=${lastPage}`]);
  }
}
const manual =
  '/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=finalizados';
cases.push(
  ['by type', `${manual}&idTipoTramite=${filters.tipos[0].id}`],
  ['by state', `${manual}&estado=RECHAZADO`],
  ['by date range', `${manual}&fechaDesde=2026-09-01&fechaHasta=2026-10-31`],
  ['by programme', `${manual}&idPrograma=${filters.programas[0].id}`],
  ['by campus', `${manual}&idSede=${filters.sedes[0].id}`],
  ['by requester text', `${manual}&solicitante=quispe`],
  [
    'every filter at once',
    `${manual}&estado=APROBADO&fechaDesde=2026-07-01&fechaHasta=2026-11-30&idSede=${filters.sedes[0].id}&solicitante=a`,
  ],
);

const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const all = [];
const rows = [];
for (const [name, path] of cases) {
  await get(path); // warm-up
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) samples.push((await get(path)).ms);
  all.push(...samples);
  rows.push({
    case: name,
    calls: samples.length,
    p50: percentile(samples, 50).toFixed(1),
    p95: percentile(samples, 95).toFixed(1),
    max: Math.max(...samples).toFixed(1),
  });
}
await server.close();
rmSync(dir, { recursive: true, force: true });

console.table(rows);
const p95 = percentile(all, 95);
console.log(
  `listarSolicitudesAdmin: ${all.length} calls, p50 ${percentile(all, 50).toFixed(1)} ms, ` +
    `p95 ${p95.toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms (goal p95 <= ${GOAL_MS} ms): ` +
    (p95 <= GOAL_MS ? 'met' : 'NOT met'),
);
if (p95 > GOAL_MS) process.exitCode = 1;
