import type { Plugin } from 'vite';

/** The boot script's module (issue 36): an entry of its own, not part of the app's. */
export const BOOT_ENTRY = 'src/boot/boot.ts';

/** Marks the boot script's tag: the server keeps it only in the signed-in routes' pages. */
export const BOOT_ATTRIBUTE = 'data-campus-boot';

/**
 * Builds the boot script as a second entry and loads it first in index.html, `async`: it runs as
 * soon as it arrives, while the app's entry still downloads. (Vite would fold a second module
 * script of index.html into the app's entry, which would only run once all of it arrived.) The
 * server's rendering (mocks/server/renderIndex.ts) drops it from the pages of public routes.
 *
 * It loads as a classic script, its code wrapped in a function so that none of its names becomes
 * the page's: Chromium ran the `async` module only after the app's entry had run (measured under
 * 4x CPU throttling, the first screen's requests then left some 110 ms later).
 */
export function bootScript(): Plugin {
  return {
    name: 'campus-boot-script',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', boot: BOOT_ENTRY } } },
    }),
    renderChunk(code, chunk) {
      if (!chunk.isEntry || chunk.name !== 'boot') return null;
      if (chunk.imports.length > 0 || chunk.exports.length > 0) {
        throw new Error(`The boot script (${BOOT_ENTRY}) must import and export nothing`);
      }
      return { code: `(function () {\n${code}\n})();\n`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!boot) throw new Error(`The boot script (${BOOT_ENTRY}) was not built`);
        return [
          {
            tag: 'script',
            attrs: {
              async: true,
              src: `/${boot.fileName}`,
              [BOOT_ATTRIBUTE]: true,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
