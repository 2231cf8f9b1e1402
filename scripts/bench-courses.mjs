// `npm run bench:courses`: the student courses page with a heavy record. Gives `alumno` 60 courses
// of this period across 4 programmes (two more careers of their brand, courses copied from the
// demo student's own sections, each with its scores) in a fresh demo database, opens
// /estudiantes/cursos from home in Debian's Chromium at 1280 px, reloads it, then opens one
// course, and prints for each: the time to the last card, the longest task while rendering (goal
// <= 100 ms), and how many API requests it made for courses and scores (goal <= 2). A benchmark,
// not part of `npm test`; it exits 1 only when it could not measure.
//   --courses N    courses of this period in total (default 60)
//   --cpu N        Chromium's CPU slowdown, as Lighthouse's mobile preset uses 4 (default 1)
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startBenchServer } from './benchServer.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const GOAL = { longTaskMs: 100, requests: 2 };
const PROGRAMMES = 4;
const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '60' },
    cpu: { type: 'string', default: '1' },
  },
});
const courseTarget = Number(values.courses);
const cpuSlowdown = Number(values.cpu);

/**
 * Enrols `alumno` in careers of their brand until they follow 4 programmes, then copies their
 * current sections (with scores) into new courses, spread over the programmes' cycles, until
 * this period holds `courseTarget` courses. Beside the running server, on the same file.
 */
function growRecord(dbFile) {
  const db = new DatabaseSync(dbFile);
  const all = (sql, ...params) => db.prepare(sql).all(...params);
  const one = (sql, ...params) => db.prepare(sql).get(...params);
  const run = (sql, ...params) => db.prepare(sql).run(...params);
  try {
    db.exec('PRAGMA busy_timeout = 5000; BEGIN');
    const student = one("SELECT id, brand_id AS brandId FROM users WHERE username = 'alumno'");
    const primary = one(
      'SELECT campus_id AS campusId FROM enrolments WHERE student_id = ? AND is_primary = 1',
      student.id,
    );
    let enrolments = all(
      'SELECT id, programme_id AS programmeId FROM enrolments WHERE student_id = ?',
      student.id,
    );
    const others = all(
      `SELECT id FROM programmes WHERE brand_id = ? AND kind = 'CARRERA'
        AND id NOT IN (SELECT programme_id FROM enrolments WHERE student_id = ?) ORDER BY id`,
      student.brandId,
      student.id,
    );
    for (const programme of others.slice(0, PROGRAMMES - enrolments.length)) {
      run(
        `INSERT INTO enrolments (student_id, programme_id, campus_id, code, cycle_code)
          VALUES (?, ?, ?, ?, 'CIII')`,
        student.id,
        programme.id,
        primary.campusId,
        `BENCH-${programme.id}`,
      );
    }
    enrolments = all(
      'SELECT id, programme_id AS programmeId FROM enrolments WHERE student_id = ?',
      student.id,
    );
    const templates = all(
      `SELECT s.*, ss.enrolment_id AS enrolmentId FROM sections s
        JOIN section_students ss ON ss.section_id = s.id
        JOIN enrolments e ON e.id = ss.enrolment_id
        JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
        JOIN courses c ON c.id = s.course_id
        WHERE e.student_id = ? AND c.kind = 'REGULAR' ORDER BY s.id`,
      student.id,
    );
    const current = () =>
      one(
        `SELECT COUNT(*) AS n FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
          JOIN sections s ON s.id = ss.section_id JOIN periods pe ON pe.id = s.period_id
          WHERE e.student_id = ? AND pe.is_current = 1`,
        student.id,
      ).n;
    const cycles = ['CI', 'CII', 'CIII', 'CIV', 'CV', 'CVI'];
    let added = 0;
    while (current() < courseTarget) {
      const template = templates[added % templates.length];
      const enrolment = enrolments[added % enrolments.length];
      const name = `Curso de práctica ${added + 1}`;
      const course = run(
        `INSERT INTO courses (programme_id, cycle_code, name, slug, credits, kind)
          VALUES (?, ?, ?, ?, 3, 'REGULAR')`,
        enrolment.programmeId,
        cycles[added % cycles.length],
        name,
        `curso-de-practica-${added + 1}`,
      ).lastInsertRowid;
      const section = run(
        `INSERT INTO sections (course_id, period_id, campus_id, teacher_id, group_code, modality,
          is_async, starts_on, ends_on, formula_code, is_dual, moodle_url, show_moodle)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        course,
        template.period_id,
        template.campus_id,
        template.teacher_id,
        template.group_code,
        template.modality,
        template.is_async,
        template.starts_on,
        template.ends_on,
        template.formula_code,
        template.is_dual,
        template.moodle_url,
        template.show_moodle,
      ).lastInsertRowid;
      run(
        'INSERT INTO section_students (section_id, enrolment_id) VALUES (?, ?)',
        section,
        enrolment.id,
      );
      run(
        `INSERT INTO score_items (section_id, enrolment_id, position, name, description,
          percentage, score, review_state, state_graphic, is_substitute)
          SELECT ?, ?, position, name, description, percentage, score, review_state,
            state_graphic, is_substitute FROM score_items WHERE section_id = ? AND enrolment_id = ?`,
        section,
        enrolment.id,
        template.id,
        template.enrolmentId,
      );
      added += 1;
    }
    db.exec('COMMIT');
    return { courses: current(), programmes: enrolments.length };
  } finally {
    db.close();
  }
}

const mark = (value, goal) => (value <= goal ? 'ok' : 'over');
const COURSE_CALL = /\/api\/main\/cursos\//;

/** Runs `action` and returns the long tasks and course API requests it caused. */
async function measure(page, action) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__observer?.disconnect();
    window.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    });
    window.__observer.observe({ type: 'longtask' });
  });
  const requests = [];
  const listen = (request) => {
    if (COURSE_CALL.test(request.url())) requests.push(request.url());
  };
  page.on('request', listen);
  const started = performance.now();
  await action();
  const ms = performance.now() - started;
  // Tasks are reported after they end: a frame later, all of them are in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  page.off('request', listen);
  const longTasks = await page.evaluate(() => window.__longTasks);
  return { ms, longTasks, requests };
}

function report(label, { ms, longTasks, requests }) {
  const longest = Math.max(0, ...longTasks);
  const longestText = longest ? `${longest.toFixed(0)} ms` : '< 50 ms';
  console.log(`  ${label}`);
  console.log(`    rendered in            ${ms.toFixed(0)} ms`);
  console.log(
    `    longest task           ${longestText}   goal <= ${GOAL.longTaskMs} ms  ${mark(longest, GOAL.longTaskMs)}  (${longTasks.length} over 50 ms)`,
  );
  console.log(
    `    course API requests    ${requests.length}   goal <= ${GOAL.requests}  ${mark(requests.length, GOAL.requests)}  (${requests.map((url) => new URL(url).pathname.replace('/api/main', '')).join(', ')})`,
  );
}

const server = await startBenchServer('courses');
let browser;
try {
  const { courses, programmes } = growRecord(server.dbFile);
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="usuario"]').fill('alumno');
  await page.locator('input[name="clave"]').fill('Campus2026');
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/'),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.waitForSelector('[role="feed"] article');
  if (cpuSlowdown > 1) {
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  // From home through the sidebar, as a student goes: the page's code and its one request.
  const list = await measure(page, async () => {
    await page.evaluate(() => {
      window.history.pushState({}, '', '/estudiantes/cursos');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(
      (count) => document.querySelectorAll('main a[href^="/estudiantes/cursos/"]').length >= count,
      { timeout: 60_000 },
      courses,
    );
  });
  // A cold start on the page itself (a reload): the app's own start-up counts here too.
  await page.evaluateOnNewDocument(() => {
    window.__longTasks = [];
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const coldRequests = [];
  const listenCold = (request) => {
    if (COURSE_CALL.test(request.url())) coldRequests.push(request.url());
  };
  page.on('request', listenCold);
  const coldStarted = performance.now();
  await page.reload();
  await page.waitForFunction(
    (count) => document.querySelectorAll('main a[href^="/estudiantes/cursos/"]').length >= count,
    { timeout: 60_000 },
    courses,
  );
  const cold = {
    ms: performance.now() - coldStarted,
    longTasks: await page.evaluate(() => window.__longTasks),
    requests: coldRequests,
  };
  page.off('request', listenCold);
  const cards = await page.evaluate(
    () => document.querySelectorAll('main a[href^="/estudiantes/cursos/"]').length,
  );
  const course = await measure(page, async () => {
    await page.locator('main a[href*="curso-de-practica-1-"]').click();
    await page.waitForSelector('main table, main [aria-label="Notas"]', { timeout: 60_000 });
    await page.waitForFunction(() =>
      document.querySelector('h1')?.textContent?.includes('Curso de práctica 1'),
    );
  });
  console.log(
    `alumno with ${courses} courses of this period in ${programmes} programmes, Chromium at 1280 px, CPU x${cpuSlowdown}:`,
  );
  report(`/estudiantes/cursos from home (${cards} course cards; home already read them)`, list);
  report('/estudiantes/cursos reloaded (the whole app starts)', cold);
  report('a course page from the list (facts and scores)', course);
} finally {
  await browser?.close();
  await server.close();
}
