// `npm run test:e2e`: Playwright in Debian's Chromium against one `npm start` server (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from './buildIfStale.mjs';
import { chromiumPath } from './chromium.ts';

if (!existsSync(chromiumPath)) {
  console.error(`Chromium was not found at ${chromiumPath}. Install Debian's package: apt-get install chromium`);
  console.error('(or set CHROMIUM_PATH to another Chromium binary).');
  process.exit(1);
}
// Build before Playwright starts its web server so the build does not eat into the server timeout.
buildIfStale();
const { status } = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(status ?? 1);
