// `npm run test:e2e`: Playwright in Debian's Chromium against one `npm start` server (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from './buildIfStale.mjs';
import { e2eChromiumPath, HEADLESS_SHELL } from './chromium.ts';

if (!existsSync(e2eChromiumPath)) {
  console.error(
    `Chromium was not found at ${e2eChromiumPath}. Install Debian's package: apt-get install chromium-headless-shell`,
  );
  console.error('(or set CHROMIUM_PATH to another Chromium binary).');
  process.exit(1);
}
if (e2eChromiumPath !== HEADLESS_SHELL && !process.env.CHROMIUM_PATH) {
  console.log(
    `${HEADLESS_SHELL} is missing: the suite runs in the whole Chromium, about a tenth slower`,
  );
  console.log('(apt-get install chromium-headless-shell).');
}
// Build before Playwright starts its web server so the build does not eat into the server timeout.
buildIfStale();
const { status } = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(status ?? 1);
