import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Below this a compressed copy saves less than its headers cost.
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside a file, at the highest levels: `npm start`
 * and nginx (gzip_static, brotli_static) send them as they are, with no work per request.
 */
export function writeCompressedCopies(path: string, source: Buffer | string): void {
  const bytes = Buffer.from(source);
  if (bytes.length < MIN_COMPRESSED_BYTES) return;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}
