// `npm run bench:admin-lists`: the admin lists at 10,000 records. Starts `npm start`'s server on
// a fresh demo database, adds 10,000 audit entries, 10,000 users, a master table of 10,000
// records and 10,000 sections to the teacher scheduling process, then prints, per list, the p95
// of the calls its page makes (first page, a deep page, each sort, a search, a filter) and the
// time from opening the list in Chromium to its first rendered row. Goal: p95 <= 100 ms per call
// on the demo API. Not part of `npm test`.
//   --records N   records added to each list (default 10000)
//   --runs N      calls per case (default 50)
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startBenchServer } from './benchServer.mjs';
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

const server = await startBenchServer('lists');
const { dbFile } = server;

/** Record changes by the superadmin, spread over a year, like months of real editing. */
function addAuditEntries(db, count) {
  const { id: userId } = db.prepare("SELECT id FROM users WHERE username = 'superadmin'").get();
  const insert = db.prepare(
    `INSERT INTO audit_log (created_at, user_id, action, resource, record_id, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const resources = ['nomenclaturas', 'parametro', 'maestroTabla', 'permiso', 'segmento'];
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
}

/** Students of every brand, with the demo's shared password hash (nobody signs in as them). */
function addUsers(db, count) {
  const template = db
    .prepare("SELECT password_hash, brand_id FROM users WHERE username = 'alumno'")
    .get();
  const { maxId, maxActor } = db
    .prepare('SELECT max(id) AS maxId, max(actor_id) AS maxActor FROM users')
    .get();
  const insert = db.prepare(
    `INSERT INTO users (id, actor_id, username, password_hash, tip, brand_id, user_code, first_name,
       paternal_surname, maternal_surname, gender, is_admin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const names = ['Ana', 'Luis', 'Rosa', 'Jorge', 'Carmen', 'Pedro', 'Elena', 'Raúl'];
  const surnames = ['Quispe', 'Mamani', 'Flores', 'Huamán', 'Rojas', 'Torres', 'Díaz', 'Vargas'];
  for (let i = 0; i < count; i += 1) {
    const id = maxId + 1 + i;
    insert.run(
      id,
      maxActor + 1 + i,
      `bench.usuario${i}`,
      template.password_hash,
      1 + (i % 3),
      template.brand_id,
      `B${String(i).padStart(8, '0')}`,
      names[i % names.length],
      surnames[i % surnames.length],
      surnames[(i * 3) % surnames.length],
      i % 2 ? 'F' : 'M',
      i % 50 === 0 ? 1 : 0,
    );
  }
}

/** One master table holding every added record; answers its id. */
function addMasterRecords(db, count) {
  const { lastInsertRowid: tableId } = db
    .prepare(
      "INSERT INTO master_tables (codigo, nombre) VALUES ('BENCH_CATALOGO', 'Catálogo de prueba')",
    )
    .run();
  const insert = db.prepare(
    'INSERT INTO master_records (table_id, codigo, valor, orden) VALUES (?, ?, ?, ?)',
  );
  for (let i = 0; i < count; i += 1) insert.run(tableId, `C${i}`, `Elemento de catálogo ${i}`, i);
  return Number(tableId);
}

/**
 * A load-test-size teacher scheduling process (issue 40): `count` more sections in process 1, on
 * its campus, period and programmes' courses, two classes a week each; one in five proposed to a
 * teacher of the campus's brand.
 */
function addSchedulingSections(db, count) {
  const process = db
    .prepare(
      `SELECT p.id, p.period_id AS periodId, p.campus_id AS campusId, c.brand_id AS brandId
        FROM scheduling_processes p JOIN campuses c ON c.id = p.campus_id WHERE p.id = 1`,
    )
    .get();
  const courses = db
    .prepare(
      `SELECT c.id FROM courses c JOIN scheduling_process_programmes pp
        ON pp.programme_id = c.programme_id WHERE pp.process_id = 1 ORDER BY c.id`,
    )
    .all()
    .map((row) => row.id);
  const teachers = db
    .prepare('SELECT id FROM users WHERE tip = 2 AND brand_id = ? ORDER BY id')
    .all(process.brandId)
    .map((row) => row.id);
  const section = db.prepare(`INSERT INTO sections (course_id, period_id, campus_id, group_code,
      modality) VALUES (?, ?, ?, ?, 'PRESENCIAL')`);
  const slot = db.prepare(`INSERT INTO section_timetable (section_id, weekday, start_time,
      end_time) VALUES (?, ?, ?, ?)`);
  const assignment = db.prepare(`INSERT INTO scheduling_assignments (section_id, process_id,
      teacher_id, state) VALUES (?, 1, ?, ?)`);
  for (let i = 0; i < count; i += 1) {
    const id = Number(
      section.run(courses[i % courses.length], process.periodId, process.campusId, `L${i}`)
        .lastInsertRowid,
    );
    const start = `${String(7 + (i % 14)).padStart(2, '0')}:00`;
    const end = `${String(8 + (i % 14)).padStart(2, '0')}:00`;
    slot.run(id, 1 + (i % 6), start, end);
    slot.run(id, 1 + ((i + 2) % 6), start, end);
    const proposed = i % 5 === 0;
    assignment.run(
      id,
      proposed ? teachers[i % teachers.length] : null,
      proposed ? 'PROPUESTA' : 'SIN_ASIGNAR',
    );
  }
  return db.prepare('SELECT max(id) AS id FROM sections').get().id;
}

function addRecords(count) {
  const db = new DatabaseSync(dbFile);
  try {
    db.exec('BEGIN');
    addAuditEntries(db, count);
    addUsers(db, count);
    const tableId = addMasterRecords(db, count);
    const sectionId = addSchedulingSections(db, count);
    db.exec('COMMIT');
    return { tableId, sectionId };
  } finally {
    db.close();
  }
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

// Simple-rest lists take JSON values (sort, range, filter); spec-shaped ones plain values.
async function timeCalls(token, path, query, plain = false) {
  const url = `${server.url}/api/main${path}?${new URLSearchParams(
    Object.fromEntries(
      Object.entries(query).map(([k, v]) => [k, plain ? String(v) : JSON.stringify(v)]),
    ),
  )}`;
  const samples = [];
  let total = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    total =
      response.headers.get('content-range') ??
      (plain ? `total ${JSON.parse(body).results?.total ?? ''}` : '');
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), total };
}

async function firstRowMs(paths) {
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
    const figures = [];
    for (const path of paths) {
      const started = Date.now();
      await page.goto(path);
      await page.getByRole('row').nth(1).waitFor();
      figures.push([path, Date.now() - started]);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

let misses = 0;
try {
  const { tableId, sectionId } = addRecords(RECORDS);
  const token = await signIn();
  const lists = [
    {
      name: 'Audit list',
      path: '/admin/auditoria',
      cases: [
        ['first page, newest first', { sort: ['id', 'DESC'], range: [0, 24] }],
        ['page 200 (deep offset)', { sort: ['id', 'DESC'], range: [4975, 4999] }],
        ['sorted by date, oldest first', { sort: ['createdAt', 'ASC'], range: [0, 24] }],
        ['sorted by user', { sort: ['usuario', 'ASC'], range: [0, 24] }],
        ['search "nomenclat"', { filter: { q: 'nomenclat' }, range: [0, 24] }],
        [
          "one record's history",
          { filter: { resource: 'parametro', recordId: '42' }, range: [0, 99] },
        ],
      ],
    },
    {
      name: 'User list',
      path: '/admin/usuarios',
      cases: [
        ['first page', { sort: ['usuario', 'ASC'], range: [0, 24] }],
        ['page 200 (deep offset)', { sort: ['usuario', 'ASC'], range: [4975, 4999] }],
        ['sorted by name, descending', { sort: ['nombreCompleto', 'DESC'], range: [0, 24] }],
        ['search "huamán"', { filter: { q: 'huaman' }, range: [0, 24] }],
        [
          'teachers with the admin flag',
          { filter: { tipo: 2, esAdministrativo: true }, range: [0, 24] },
        ],
      ],
    },
    {
      name: 'Master table records',
      path: '/admin/maestroTablaRegistro',
      cases: [
        [
          'first page, in order',
          { filter: { tablaId: tableId }, sort: ['orden', 'ASC'], range: [0, 24] },
        ],
        [
          'page 200 (deep offset)',
          { filter: { tablaId: tableId }, sort: ['orden', 'ASC'], range: [4975, 4999] },
        ],
        [
          'sorted by value',
          { filter: { tablaId: tableId }, sort: ['valor', 'DESC'], range: [0, 24] },
        ],
        [
          'search "catálogo 9999"',
          { filter: { tablaId: tableId, q: 'catalogo 9999' }, range: [0, 24] },
        ],
      ],
    },
    {
      name: 'Teacher scheduling sections',
      path: '/programaciondocente/proceso/1/secciones',
      plain: true,
      cases: [
        ['first page', { pagina: 1, tamanoPagina: 10 }],
        ['page 200 (deep offset)', { pagina: 200, tamanoPagina: 10 }],
        ['proposed only', { pagina: 1, tamanoPagina: 10, estado: 'PROPUESTA' }],
        ['search "fundamentos"', { pagina: 1, tamanoPagina: 10, busqueda: 'fundamentos' }],
      ],
    },
    {
      name: "A section's ranked candidates",
      path: `/programaciondocente/seccion/${sectionId}/candidatos`,
      plain: true,
      // Every teacher of the brand is ranked; the page is what the screen asks for.
      cases: [
        ['first page', { pagina: 1, tamanoPagina: 20 }],
        ['page 100', { pagina: 100, tamanoPagina: 20 }],
      ],
    },
  ];
  for (const list of lists) {
    console.log(`${list.name} with ${RECORDS} added records, ${RUNS} calls per case:`);
    for (const [name, query] of list.cases) {
      const { p50, p95, total } = await timeCalls(token, list.path, query, list.plain);
      const met = p95 <= GOAL_MS;
      if (!met) misses += 1;
      console.log(
        `  ${name.padEnd(30)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms` +
          `  ${total.padEnd(30)} ${met ? 'goal met' : 'GOAL MISSED'}`,
      );
    }
  }
  console.log('First rendered row in Chromium (app code cached):');
  const pages = [
    '/superadmin/auditoria',
    '/superadmin/usuarios',
    `/superadmin/maestroTablaRegistro/${tableId}`,
  ];
  for (const [path, ms] of await firstRowMs(pages)) console.log(`  ${path.padEnd(40)} ${ms} ms`);
  console.log(`Goal: p95 <= ${GOAL_MS} ms per call (against ${server.url}).`);
} finally {
  await server.close();
}
process.exit(misses ? 1 : 0);
