import { randomInt } from 'node:crypto';

// Crockford's alphabet: no I, L, O or U, so a code read aloud or typed is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An unguessable verification code, 12 random characters (60 bits) in groups of four: a
 * certificate's or a sworn statement's. Never sequential, so one code says nothing of another.
 */
export function newVerificationCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** A code as typed (spaces, lower case, no dashes) in its stored form, or null when it cannot be one. */
export function normaliseCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[0-9A-Z]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}
