// issue 53: the e2e step's floor, measured. Runs scripts/e2e-floor.spec.ts (an empty test with a
// page; a signed-in page opened; plus one axe scan; plus a look at 375 px; a page opened at 375 px)
// for alumno's home and a superadmin list, each `--repeat-each` times (3 by default), one worker,
// and prints each probe's median. Extra arguments go to Playwright (--repeat-each=5).
//   E2E_PORT=4610 npm run bench:e2e-floor
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
if (!args.some((arg) => arg.startsWith('--repeat-each'))) args.push('--repeat-each=3');
// The Node that runs this script (the project's, through npm run), not the machine's.
const { status } = spawnSync(
  process.execPath,
  ['scripts/test-e2e.mjs', '--config', 'scripts/e2e-floor.config.ts', ...args],
  { stdio: 'inherit', env: { ...process.env, CI: '' } },
);
process.exit(status ?? 1);
