// `npm run bench:feed`: the home feed under a long scroll. Adds 10,000 posts to a fresh demo
// database, signs `colaborador` in (the admin list: every post) in Debian's Chromium at 1280 px,
// scrolls the window through the first 500 posts and prints: the DOM nodes left in the feed and
// the page at the end (the list is virtualised: goal <= 300 in the feed), how long each page of
// 20 took to load, and the longest task while scrolling (goal <= 100 ms). A benchmark, not part of
// `npm test`; it exits 1 only when it could not measure.
//   --posts N    posts added (default 10000)
//   --scroll N   posts to scroll through (default 500)
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { foldText } from '../mocks/db/foldText.ts';
import { writePosts } from '../mocks/seed/posts.ts';
import { startBenchServer } from './benchServer.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const GOAL = { feedNodes: 300, longTaskMs: 100 };
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    scroll: { type: 'string', default: '500' },
  },
});
const postCount = Number(values.posts);
const scrollTarget = Number(values.scroll);

/** Writes the extra posts beside the running server (its own connection, the same file). */
function addPosts(dbFile) {
  const db = new DatabaseSync(dbFile);
  try {
    db.exec('PRAGMA busy_timeout = 5000;');
    db.function('fold', { deterministic: true }, (value) =>
      value === null ? null : foldText(String(value)),
    );
    const started = performance.now();
    db.exec('BEGIN');
    writePosts(db, { count: postCount, now: Date.now(), maxReactions: 3 });
    db.exec('COMMIT');
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM posts').get();
    return { seedMs: performance.now() - started, total };
  } finally {
    db.close();
  }
}

const percentile = (numbers, p) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mark = (value, goal) => (value <= goal ? 'ok' : 'over');

async function scrollFeed(page) {
  const deadline = Date.now() + 3 * 60_000;
  for (;;) {
    const reached = await page.evaluate(() => {
      const positions = [...document.querySelectorAll('[role="feed"] article')].map((article) =>
        Number(article.getAttribute('aria-posinset')),
      );
      return Math.max(0, ...positions);
    });
    if (reached >= scrollTarget) return reached;
    if (Date.now() > deadline) throw new Error(`Only ${reached} posts reached in 3 minutes.`);
    await page.evaluate(() => window.scrollBy(0, 800));
    await page.waitForFunction(
      () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') !== 'true',
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  }
}

const server = await startBenchServer('feed');
let browser;
try {
  const { seedMs, total } = addPosts(server.dbFile);
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  // The default buffer keeps 250 entries; the scroll's images would push the page loads out.
  await page.evaluateOnNewDocument(() => performance.setResourceTimingBufferSize(100_000));
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="usuario"]').fill('colaborador');
  await page.locator('input[name="clave"]').fill('Campus2026');
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/'),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.waitForSelector('[role="feed"] article');
  // Long tasks from here on: the scroll, its page loads and renders.
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const started = performance.now();
  const reached = await scrollFeed(page);
  const scrollMs = performance.now() - started;
  const figures = await page.evaluate(() => ({
    feedNodes: document.querySelector('[role="feed"]').querySelectorAll('*').length,
    pageNodes: document.querySelectorAll('*').length,
    articles: document.querySelectorAll('[role="feed"] article').length,
    longTasks: window.__longTasks,
    pageLoads: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/publicacionlistaradmin'))
      .map((entry) => entry.responseEnd - entry.startTime),
  }));
  // The observer only sees tasks over 50 ms.
  const longest = Math.max(0, ...figures.longTasks);
  const longestText = longest ? `${longest.toFixed(0).padStart(6)} ms` : '  < 50 ms';
  console.log(
    `Feed of ${total} posts (added in ${(seedMs / 1000).toFixed(1)} s), scrolled to post ${reached} in ${(scrollMs / 1000).toFixed(1)} s at 1280 px:`,
  );
  console.log(
    `  DOM nodes in the feed   ${String(figures.feedNodes).padStart(6)}   goal <= ${GOAL.feedNodes}  ${mark(figures.feedNodes, GOAL.feedNodes)}  (${figures.articles} posts rendered)`,
  );
  console.log(`  DOM nodes in the page   ${String(figures.pageNodes).padStart(6)}`);
  console.log(
    `  page loads (20 posts)   ${String(figures.pageLoads.length).padStart(6)}   p50 ${percentile(figures.pageLoads, 50).toFixed(1)} ms, p95 ${percentile(figures.pageLoads, 95).toFixed(1)} ms, max ${Math.max(0, ...figures.pageLoads).toFixed(1)} ms`,
  );
  console.log(
    `  longest task scrolling ${longestText}   goal <= ${GOAL.longTaskMs} ms  ${mark(longest, GOAL.longTaskMs)}  (${figures.longTasks.length} tasks over 50 ms)`,
  );
} finally {
  await browser?.close();
  await server.close();
}
