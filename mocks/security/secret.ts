import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { MIN_SECRET_BYTES } from './tokens.ts';

/**
 * The JWT signing secret: the given value, else the one persisted in `file` (created on first
 * use, so sessions survive restarts), else, with no file, a random one for this process only.
 */
export function resolveJwtSecret(value: string | undefined, file: string | null): Uint8Array {
  if (value) return new TextEncoder().encode(value);
  if (!file) return randomBytes(MIN_SECRET_BYTES);
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx' never overwrites: when two processes start together, both read the first one's secret.
    writeFileSync(file, randomBytes(MIN_SECRET_BYTES).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
