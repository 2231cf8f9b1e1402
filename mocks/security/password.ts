import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashingGate } from './hashingGate.ts';

// OWASP's scrypt baseline (N=2^14, r=8, p=1); parameters travel with each hash so they can change.
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

// Two of libuv's four threads at most, and a short line: see HashingGate.
const gate = new HashingGate(2, 64);

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return gate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Hashes a secret with a fresh salt as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(secret, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a secret against a stored hash in constant time; malformed hashes never match. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const [N, R, P] = [n, r, p].map(Number);
  if (scheme !== 'scrypt' || !salt || !hash || ![N, R, P].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), { N, r: R, p: P });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let decoy: Promise<string> | undefined;

/** Spends the same time as a real check, so unknown usernames do not answer faster. */
export async function verifyAgainstDecoy(secret: string): Promise<false> {
  decoy ??= hashSecret('decoy');
  await verifySecret(secret, await decoy);
  return false;
}
