// `npm run trace:main-thread`: where the signed-in campus' main thread goes (issue 57). Records
// Chromium's trace (the Performance panel's format) at 375 px with the CPU slowed 4x of a
// signed-in first load of home and of each everyday interaction of bench:interactions, and
// prints a breakdown of each: script evaluation by chunk, router creation, emotion's style
// insertion, React render and commit, virtualizer layout, style and layout, and what ran after
// the largest paint. Build with `--minify false` for readable function names.
//   --dist D   serve this build folder instead of dist/
//   --role R   whose home and interactions (default alumno)
//   --out D    keep the traces (JSON) in the folder D (open them in the Performance panel)
//   --only N   only the interactions whose name contains one of these (comma-separated)
//   --rate R   CPU slowdown (default 4); 1 gives a breakdown the machine's load barely moves
//   --repeat   a repeat visit of home instead (the daily path, bench:lighthouse --repeat's): the
//              service worker, its caches, the HTTP cache and V8's code cache kept from three
//              visits just before
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startBenchServer } from './benchServer.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { atHome, interactionsOf, mainThreadIdle } from './interactions.mjs';
import { summariseTrace } from './traceSummary.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    role: { type: 'string', default: 'alumno' },
    out: { type: 'string' },
    only: { type: 'string' },
    rate: { type: 'string', default: '4' },
    repeat: { type: 'boolean', default: false },
  },
});
const out = values.out ?? mkdtempSync(join(tmpdir(), 'campus-traces-'));
mkdirSync(out, { recursive: true });
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

const server = await startBenchServer('trace', { distDir: values.dist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

async function traced(page, name, work) {
  const path = join(out, `${name.replace(/\W+/g, '-')}.json`);
  await browser.startTracing(page, { path, categories: CATEGORIES.split(',') });
  await work();
  await browser.stopTracing();
  const summary = summariseTrace(JSON.parse(readFileSync(path, 'utf8')));
  console.log(`\n## ${name}  (load ${loadavg()[0].toFixed(2)})`);
  console.log(summary);
}

try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    baseURL: server.url,
  });
  const signIn = await context.newPage();
  await signIn.goto('/login');
  await signIn.getByLabel('Usuario').fill(values.role);
  await signIn.getByLabel('Contraseña', { exact: true }).fill('Campus2026');
  await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();
  await signIn.waitForURL((url) => url.pathname === '/');
  await signIn.close();

  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
  const visit = values.repeat ? 'repeat visit' : 'first load';
  if (values.repeat) {
    // Chromium writes V8's code cache of the modules on the second visit the worker answers and
    // uses it from the third (bench-lighthouse.mjs' visitUntilWarm).
    for (const load of [() => page.goto('/'), () => page.reload(), () => page.reload()]) {
      await load();
      await page.waitForLoadState('networkidle');
      await mainThreadIdle(page);
    }
  } else {
    // The HTTP cache of the sign-in would make the load a repeat one: a first load of home.
    await cdp.send('Network.clearBrowserCache');
  }
  await traced(page, `${visit} of home (${values.role})`, async () => {
    await page.goto('/');
    await page.locator('[role="search"]').waitFor();
    await page.waitForLoadState('networkidle');
    // What runs after the first screen belongs to the load: the trace lasts until it is done.
    await mainThreadIdle(page);
  });
  await atHome(page, { reloaded: true }).catch(async (error) => {
    await page.screenshot({ path: join(out, 'home-not-ready.png') });
    throw error;
  });
  const only = values.only?.split(',');
  for (const interaction of interactionsOf(values.role)) {
    try {
      if (interaction.before) await interaction.before(page);
      if (only && !only.some((part) => interaction.name.includes(part))) {
        // Not summarised, but the next interaction may start where this one ends.
        await interaction.act(page);
        continue;
      }
      await traced(page, `${values.role}: ${interaction.name}`, async () => {
        await interaction.act(page);
        await mainThreadIdle(page);
      });
    } catch (error) {
      console.error(`'${interaction.name}' failed: ${error.message.split('\n')[0]}`);
      await browser.stopTracing().catch(() => {});
    }
  }
  console.log(`\nTraces in ${out}`);
} finally {
  await browser.close();
  await server.close();
  if (!values.out) rmSync(out, { recursive: true, force: true });
}
