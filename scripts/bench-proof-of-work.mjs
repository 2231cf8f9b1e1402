// `npm run bench:pow`: what the public lookups' proof of work (issue 55) costs. Solves challenges
// of the demo API's default difficulty in Node (one thread, native PBKDF2 and WebCrypto's), then
// looks debts up in Debian's Chromium through /consultar-deuda at each CPU slowdown, with the
// page's workers and with one only (a phone whose other cores are busy), and prints per run the
// time from 'Consultar' to the answer, the counter found (the attempts made) and the attempts per
// second; per setting the median, and the expected time for the mean counter. A benchmark, not
// part of `npm test`; it exits 1 only when it could not measure.
//   --runs N     lookups per Chromium setting (default 5) and 4x as many solves in Node
//   --cpu LIST   Chromium's CPU slowdowns (default 1,4; Lighthouse's mobile preset uses 4)
import { parseArgs } from 'node:util';
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey as nativePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as webPbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import puppeteer from 'puppeteer-core';
import { startBenchServer } from './benchServer.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '1,4' } },
});
const runs = Number(values.runs);
const slowdowns = values.cpu.split(',').map(Number);
const { DEFAULT_POW_DIFFICULTY: difficulty, POW_ALGORITHM } =
  await import('../mocks/security/proofOfWork.ts');
const meanCounter = (difficulty.counterMin + difficulty.counterMax) / 2;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const row = (cells) => console.log(cells.map((cell) => String(cell).padEnd(14)).join(''));

console.log(
  `Difficulty: ${POW_ALGORITHM}, ${difficulty.cost} iterations per attempt, counter in ` +
    `[${difficulty.counterMin}, ${difficulty.counterMax}] (mean ${meanCounter} attempts, ` +
    `${(meanCounter * difficulty.cost) / 1e6} million PBKDF2 iterations)\n`,
);

// Node, one thread: what an attacker's plain script pays per lookup.
for (const [name, deriveKey] of [
  ['Node native', nativePbkdf2],
  ['Node WebCrypto', webPbkdf2],
]) {
  const rates = [];
  for (let index = 0; index < runs * 4; index += 1) {
    const challenge = await createChallenge({
      algorithm: POW_ALGORITHM,
      cost: difficulty.cost,
      counter: randomInt(difficulty.counterMax, difficulty.counterMin),
      deriveKey: nativePbkdf2,
    });
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    rates.push((solution.counter + 1) / ((performance.now() - started) / 1000));
  }
  const rate = median(rates);
  console.log(
    `${name}: ${Math.round(rate)} attempts/s (median of ${rates.length}), ` +
      `${Math.round((meanCounter / rate) * 1000)} ms for the mean counter`,
  );
}

// Chromium: what a visitor waits, click to answer, through the real page.
process.env.CAMPUS_TRUST_PROXY = '127.0.0.1';
const server = await startBenchServer('pow');
const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumFlags });
let failed = false;
let lookups = 0;
try {
  console.log('');
  row(['cpu', 'workers', 'run', 'ms', 'counter', 'attempts/s']);
  for (const cpu of slowdowns) {
    for (const oneWorker of [false, true]) {
      const rates = [];
      const times = [];
      for (let run = 1; run <= runs; run += 1) {
        lookups += 1;
        const page = await browser.newPage();
        // A client address per lookup: the demo API's limits are not what is measured.
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.0.${lookups}` });
        if (oneWorker) {
          await page.evaluateOnNewDocument(() =>
            Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 1 }),
          );
        }
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await page.goto(`${server.url}/consultar-deuda`, { waitUntil: 'networkidle0' });
        await page.locator('input[name="numeroDocumento"]').fill(String(10_000_000 + lookups));
        let counter = NaN;
        page.on('request', (request) => {
          if (!request.url().endsWith('/consultadeuda/consultar')) return;
          const { desafio } = JSON.parse(request.postData() ?? '{}');
          counter = JSON.parse(Buffer.from(desafio, 'base64').toString()).solution.counter;
        });
        const started = performance.now();
        await page.locator('button[type="submit"]').click();
        await page.waitForFunction(
          () => document.body.innerText.includes('No encontramos deuda vencida'),
          { timeout: 120_000 },
        );
        const ms = performance.now() - started;
        const rate = (counter + 1) / (ms / 1000);
        const workers = oneWorker
          ? 1
          : await page.evaluate(() => Math.min(4, navigator.hardwareConcurrency));
        row([`${cpu}x`, workers, run, Math.round(ms), counter, Math.round(rate)]);
        rates.push(rate);
        times.push(ms);
        await page.close();
      }
      const rate = median(rates);
      console.log(
        `  median ${Math.round(median(times))} ms; ${Math.round(rate)} attempts/s, ` +
          `${Math.round((meanCounter / rate) * 1000)} ms for the mean counter, ` +
          `${Math.round((difficulty.counterMax / rate) * 1000)} ms for the largest\n`,
      );
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
