import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStore } from '../context.ts';
import { sampleBytes } from './sampleFiles.ts';

/** The uploads' store in `dir` (created if missing), or in a fresh temporary folder when null. */
export function createFileStore(dir: string | null): FileStore {
  const root = dir ?? mkdtempSync(join(tmpdir(), 'campus-files-'));
  mkdirSync(root, { recursive: true });
  return {
    save: (bytes) => {
      const storedAs = randomUUID();
      writeFileSync(join(root, storedAs), bytes, { flag: 'wx' });
      return storedAs;
    },
    // The demo data's attachments name a sample instead of a stored upload.
    read: (storedAs) => sampleBytes(storedAs) ?? readFileSync(join(root, storedAs)),
    // Sample names are not files of the store; the random names have no folder parts.
    remove: (storedAs) => {
      if (sampleBytes(storedAs) === null) rmSync(join(root, storedAs), { force: true });
    },
  };
}
