import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// RFC 4648 base32, lowercase: a prefix reads aloud and never mixes look-alike cases.
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const PREFIX_LENGTH = 8;
const SECRET_BYTES = 32;
const KEY_PATTERN = /^cik_([a-z2-7]{8})\.([A-Za-z0-9_-]{43})$/;

export interface IntegrationKey {
  /** What the outside system sends: `cik_<prefix>.<secret>`, shown once. */
  value: string;
  /** The key's public part: it finds the key and names it in lists and trails. */
  prefix: string;
  /** What the campus keeps of the secret. */
  secretSha256: string;
}

/**
 * The secret is 256 random bits, so one fast SHA-256 keeps it safe at rest: a slow password hash
 * protects guessable secrets and would only slow every integration call down.
 */
const sha256 = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** A new key; only its value carries the secret, and only its hash is ever stored. */
export function newIntegrationKey(): IntegrationKey {
  const bytes = randomBytes(PREFIX_LENGTH);
  const prefix = Array.from(bytes, (byte) => PREFIX_ALPHABET[byte % 32]).join('');
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { value: `cik_${prefix}.${secret}`, prefix, secretSha256: sha256(secret) };
}

/** A presented key's parts, or null when it is not shaped like one. */
export function parseIntegrationKey(value: string): { prefix: string; secret: string } | null {
  const match = KEY_PATTERN.exec(value);
  return match ? { prefix: match[1]!, secret: match[2]! } : null;
}

/** Whether `secret` is the one whose hash was stored, in constant time. */
export function secretMatches(secret: string, storedSha256: string): boolean {
  const expected = Buffer.from(storedSha256, 'base64url');
  const actual = Buffer.from(sha256(secret), 'base64url');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
