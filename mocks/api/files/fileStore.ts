import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleBytes } from './sampleFiles.ts';

/** Where uploaded bytes live: one file per upload, named by a random id, never by the user. */
export interface FileStore {
  save: (bytes: Buffer) => string;
  read: (storedAs: string) => Buffer;
}

/** A store in `dir` (created if missing), or in a fresh temporary folder when dir is null. */
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
  };
}
