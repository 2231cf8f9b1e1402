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
 */
export function bootScript(): Plugin {
  return {
    name: 'campus-boot-script',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', boot: BOOT_ENTRY } } },
    }),
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
              type: 'module',
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
