// `npm run bench:interactions`: how long the signed-in campus takes to answer a tap (issue 57).
// Debian's Chromium at 375 px with the CPU slowed 4x (CDP), as alumno, docente and colaborador,
// through everyday interactions; each one's longest event duration (the Event Timing API, the
// source of INP: input to the next paint) and the worst, median of the runs. A benchmark, not
// part of `npm test`.
//   --runs N   runs per role (default 3)
//   --dist D   serve this build folder instead of dist/ (an older build to compare with)
//   --only R   only these roles, comma-separated
//   --url U    measure an already running server instead of starting one
//   --shots D  save a screenshot into the folder D when an interaction fails
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startBenchServer } from './benchServer.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { interactionsOf, mainThreadIdle } from './interactions.mjs';

const PASSWORD = 'Campus2026';
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string' },
    only: { type: 'string' },
    url: { type: 'string' },
    shots: { type: 'string' },
  },
});
const runs = Number(values.runs);
const roles = (values.only ?? 'alumno,docente,colaborador').split(',');
// Issue 57: 'good' INP for every interaction; the shell's menu and home's card answer in 100 ms.
const GOAL_MS = 200;
const QUICK_GOAL_MS = 100;
const QUICK = new Set([
  'menu: open',
  'menu: close',
  'home card: Mi horario',
  'home card: Mis cursos',
]);

async function startServer() {
  if (values.url) return { url: values.url.replace(/\/$/, ''), close: async () => {} };
  return startBenchServer('interactions', { distDir: values.dist });
}

/** Every event of 16 ms or more the page sees, from its first script on. */
function recordEvents() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchEvents.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Runs `act` and returns the longest event it caused (0: none reached 16 ms). */
async function measureOne(page, act) {
  const since = await page.evaluate(() => performance.now());
  await act();
  // Event Timing reports an event after the paint that follows it: once the main thread is idle
  // after two frames, every entry of the interaction has been delivered.
  await mainThreadIdle(page);
  return page.evaluate(
    (since) =>
      Math.max(0, ...window.__benchEvents.filter((e) => e.start >= since).map((e) => e.duration)),
    since,
  );
}

async function signIn(context, baseUrl, role) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuario').fill(role);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.close();
}

async function oneRun(browser, baseUrl, role) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    baseURL: baseUrl,
  });
  try {
    await signIn(context, baseUrl, role);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.addInitScript(recordEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const results = new Map();
    for (const interaction of interactionsOf(role)) {
      try {
        if (interaction.before) await interaction.before(page);
        results.set(interaction.name, await measureOne(page, () => interaction.act(page)));
      } catch (error) {
        console.error(`  ${role}: '${interaction.name}' failed: ${error.message.split('\n')[0]}`);
        if (values.shots) {
          const file = `${role}-${interaction.name.replace(/\W+/g, '-')}.png`;
          await page.screenshot({ path: join(values.shots, file) }).catch(() => {});
        }
        results.set(interaction.name, null);
      }
    }
    return results;
  } finally {
    await context.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const [load1] = (await import('node:os')).loadavg();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
  headless: true,
});
let misses = 0;
try {
  console.log(
    `Interactions at 375 px, CPU 4x, longest event (Event Timing), median of ${runs} runs ` +
      `(against ${server.url}${values.dist ? `, build ${values.dist}` : ''}; load ${load1.toFixed(2)}):`,
  );
  for (const role of roles) {
    const perRun = [];
    for (let run = 0; run < runs; run += 1) perRun.push(await oneRun(browser, server.url, role));
    console.log(`  ${role}`);
    let worst = 0;
    for (const name of perRun[0].keys()) {
      const measured = perRun.map((results) => results.get(name)).filter((v) => v !== null);
      if (measured.length === 0) {
        console.log(`    ${name.padEnd(34)}   failed`);
        misses += 1;
        continue;
      }
      const m = median(measured);
      worst = Math.max(worst, m);
      const goal = QUICK.has(name) ? QUICK_GOAL_MS : GOAL_MS;
      if (m > goal) misses += 1;
      console.log(
        `    ${name.padEnd(34)} ${String(Math.round(m)).padStart(5)} ms  ` +
          `${m <= goal ? '' : `OVER ${goal} ms`}  (runs ${measured.map(Math.round).join(', ')})`,
      );
    }
    console.log(`    ${'worst'.padEnd(34)} ${String(Math.round(worst)).padStart(5)} ms`);
  }
  console.log(
    `Goal: every interaction <= ${GOAL_MS} ms, the menu and home's card tabs <= ${QUICK_GOAL_MS} ms ` +
      '(0: no event reached 16 ms). Load average now ' +
      (await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
  );
} finally {
  await browser.close();
  await server.close();
}
process.exit(misses ? 1 : 0);
