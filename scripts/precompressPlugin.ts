import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { writeCompressedCopies } from './compressedCopies.ts';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Writes brotli and gzip copies beside every text file of the build (compressedCopies.ts). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const path = join(outDir, fileName);
        writeCompressedCopies(path, readFileSync(path));
      }
    },
  };
}
