import { randomInt } from 'node:crypto';

// No look-alike characters (0/O, 1/l/I): the superadmin may read it aloud or copy it by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 12;

/** A password a superadmin hands to someone once; only its hash is ever stored. */
export const temporaryPassword = (): string =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
