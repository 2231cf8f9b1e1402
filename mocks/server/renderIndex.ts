import type { RuntimeConfig } from './runtimeConfig.ts';
import { staticShell } from './staticShell.ts';
import { manifestTags } from './webManifest.ts';

/** The boot script's tag (scripts/bootScriptPlugin.ts, marked `data-campus-boot`). */
const BOOT_TAG = /[ \t]*<script\b[^>]*\bdata-campus-boot\b[^>]*><\/script>\n?/;

const ROOT = '<div id="root"></div>';
const HEAD = /<head(\s[^>]*)?>/;

/** A signed-in route's page loads the shell's chunk first (mocks/server/routePreloads.ts). */
const isSignedInPage = (preloads: string[]) =>
  preloads.some((file) => /(^|\/)shell-[\w-]+\.js$/.test(file));

/**
 * index.html with the runtime config inside, as a JSON data block (not a script the browser
 * runs, so `script-src 'self'` stands): the app starts without a second round trip for
 * /config.json. `<` is escaped so no value can close the block.
 */
export function renderIndex(html: string, config: RuntimeConfig, preloads: string[] = []): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="campus-config">${json}</script>`;
  // The route's own chunks, announced with the entry's: no request waits for another.
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  if (!HEAD.test(html) || !html.includes('</head>')) {
    throw new Error('index.html has no <head> to put the config in.');
  }
  // The brand's manifest and colour: installable as this deployment's app.
  const tags = [...manifestTags(config), ...links];
  // The boot script starts a signed-in first screen's requests, and the shell's frame paints
  // before any script: public pages have neither.
  const page = isSignedInPage(preloads)
    ? html.replace(ROOT, `${ROOT}\n    ${staticShell(config)}`)
    : html.replace(BOOT_TAG, '');
  // The config opens the head, before the boot script: the boot, `async`, may run before the
  // parser reaches the head's end, and would then wait for DOMContentLoaded, that is for the
  // app's entry to download and run, to read the API's address (issue 36).
  return page
    .replace(HEAD, (head) => `${head}\n    ${block}`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
