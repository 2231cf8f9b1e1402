// `npm run test:flakes -- [--repeat N] [specs...]`: runs end-to-end specs N times (default 5) with
// Playwright's retries off, and prints every test that failed at least once, with how often.
// CI keeps one retry as a safety; this is how to find the tests that need it. Each run is a whole
// Playwright run of its own, on a freshly seeded demo database as CI's is: `--repeat-each` runs a
// test's repetitions side by side against the state the others leave, which a test of one fixed
// account (the demo teacher marking their class) cannot meet twice.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './buildIfStale.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--repeat');
const repeat = at >= 0 ? Number(args.splice(at, 2)[1]) : 5;
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error('--repeat takes a whole number of at least 1');
  process.exit(2);
}

buildIfStale();
const dir = mkdtempSync(join(tmpdir(), 'campus-flakes-'));
const started = Date.now();
const reports = Array.from({ length: repeat }, (_, run) => join(dir, `report-${run}.json`));
// Each run keeps its own results folder: Playwright empties its output folder when a run starts,
// which took a failed run's trace away before it could be read.
const KEPT = join('test-results', 'flakes');
rmSync(KEPT, { recursive: true, force: true });
for (const [run, report] of reports.entries()) {
  console.log(`\nRun ${run + 1} of ${repeat}`);
  const output = join(KEPT, `run-${run + 1}`);
  spawnSync(
    'node_modules/.bin/playwright',
    ['test', '--retries', '0', '--reporter', 'line,json', '--output', output, ...args],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    },
  );
}

/** Every test of the report (suites nest), with its runs' outcomes. */
function* testsOf(suite, file = suite.file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      yield {
        name: `${file}:${spec.line} ${spec.title} [${test.projectName}]`,
        results: test.results,
      };
  for (const child of suite.suites ?? []) yield* testsOf(child, child.file ?? file);
}

const byTest = new Map();
// A run that ended before writing its report (a crash, a setup that failed) is said, and fails.
const lost = reports.filter((report) => !existsSync(report));
const written = reports.filter((report) => existsSync(report));
for (const suite of written.flatMap((report) => JSON.parse(readFileSync(report, 'utf8')).suites))
  for (const { name, results } of testsOf(suite)) {
    const seen = byTest.get(name) ?? { runs: 0, failed: 0 };
    for (const result of results) {
      if (result.status === 'skipped') continue;
      seen.runs += 1;
      if (result.status !== 'passed') seen.failed += 1;
    }
    byTest.set(name, seen);
  }
rmSync(dir, { recursive: true, force: true });

const flaky = [...byTest].filter(([, { failed }]) => failed > 0);
console.log(
  `\nFlake report: ${byTest.size} tests, ${repeat} runs each, retries off, ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
for (const [name, { runs, failed }] of flaky) console.log(`  ${failed}/${runs} failed  ${name}`);
const runs = [...byTest.values()].reduce((sum, { runs: n }) => sum + n, 0);
const failures = [...byTest.values()].reduce((sum, { failed }) => sum + failed, 0);
console.log(`${runs - failures} passed, ${failures} failed`);
if (lost.length > 0) console.log(`${lost.length} run(s) wrote no report`);
if (failures > 0) console.log(`Traces of the failed attempts: ${KEPT}/run-N/`);
process.exit(failures || lost.length ? 1 : 0);
