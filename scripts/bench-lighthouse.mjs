// `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) in
// Debian's Chromium against `npm start`'s production server, as a new user would meet it: /login
// with nothing stored, then each role's home signed in (session kept, HTTP cache emptied before
// every run). Prints the median of the runs per page. A benchmark, not part of `npm test`.
//   --runs N   runs per page (default 3)
//   --url U    measure an already running server instead of starting one (nginx, say)
//   --report D write each run's Lighthouse result (JSON) into the folder D
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBenchServer } from './benchServer.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const PASSWORD = 'Campus2026';
const GOAL = { score: 95, lcpMs: 2000, tbtMs: 200, cls: 0.05 };
const pages = [
  { name: '/login', path: '/login', role: null },
  { name: '/ (alumno)', path: '/', role: 'alumno' },
  { name: '/ (docente)', path: '/', role: 'docente' },
  { name: '/ (colaborador)', path: '/', role: 'colaborador' },
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    report: { type: 'string' },
  },
});
const runs = Number(values.runs);

async function startServer() {
  if (values.url) return { url: values.url.replace(/\/$/, ''), close: async () => {} };
  return startBenchServer('lighthouse');
}

/** One Chromium per page: its own profile, so one role's session never leaks into the next. */
async function withChromium(work) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    return await work(chrome.port, browser);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

async function signIn(browser, baseUrl, role) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="usuario"]').fill(role);
  await page.locator('input[name="clave"]').fill(PASSWORD);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/'),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.close();
}

/** The session stays in localStorage; an empty HTTP cache makes a run a first visit of the home. */
async function clearBrowserCache(browser) {
  const page = await browser.newPage();
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
  await page.close();
}

async function measure(baseUrl, { path, role }) {
  return withChromium(async (port, browser) => {
    if (role) await signIn(browser, baseUrl, role);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      if (role) await clearBrowserCache(browser);
      const { lhr } = await lighthouse(`${baseUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Signed-in pages keep localStorage (the session); /login starts from nothing.
        disableStorageReset: Boolean(role),
      });
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      if (values.report) {
        const name = `${role ?? 'visitor'}-${run + 1}.json`;
        writeFileSync(join(values.report, name), JSON.stringify(lhr));
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== path) throw new Error(`${path} as ${role ?? 'a visitor'} ended on ${landed}`);
      const audit = (id) => lhr.audits[id].numericValue;
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      });
    }
    return results;
  });
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const server = await startServer();
let misses = 0;
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${runs} runs per page, median (against ${server.url}):`,
  );
  console.log('  page                score    FCP      LCP      TBT     CLS     transferred');
  for (const page of pages) {
    const results = await measure(server.url, page);
    const m = Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    );
    const met =
      m.score >= GOAL.score && m.lcp <= GOAL.lcpMs && m.tbt <= GOAL.tbtMs && m.cls <= GOAL.cls;
    if (!met) misses += 1;
    console.log(
      `  ${page.name.padEnd(18)} ${String(m.score).padStart(5)} ${(m.fcp / 1000).toFixed(2).padStart(6)} s ` +
        `${(m.lcp / 1000).toFixed(2).padStart(6)} s ${Math.round(m.tbt).toString().padStart(5)} ms ` +
        `${m.cls.toFixed(3).padStart(6)} ${(m.bytes / 1024).toFixed(1).padStart(8)} KB  ${met ? 'goal met' : 'GOAL MISSED'}` +
        `  (scores ${results.map((r) => r.score).join(', ')})`,
    );
  }
  console.log(
    `Goal per page: score >= ${GOAL.score}, LCP <= ${GOAL.lcpMs / 1000} s, TBT <= ${GOAL.tbtMs} ms, CLS <= ${GOAL.cls}.`,
  );
} finally {
  await server.close();
}
process.exit(misses ? 1 : 0);
