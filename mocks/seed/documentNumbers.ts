import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

// Fiction, and not guessable from one another: a document number is drawn from a hash of the
// user's id, so every seed agrees while neighbours' numbers share nothing. Numbers that stepped
// by a constant let whoever knew one public debt walk to the next debtors (issue 55).

export type DocumentType = 'DNI' | 'CE';

/** Peruvian DNIs have 8 digits; a carné de extranjería 9 here. */
const RANGES: Record<DocumentType, { first: number; count: number; digits: number }> = {
  DNI: { first: 10_000_000, count: 80_000_000, digits: 8 },
  CE: { first: 100_000_000, count: 800_000_000, digits: 9 },
};

function draw(id: number, type: DocumentType, attempt: number): string {
  const { first, count, digits } = RANGES[type];
  const hash = createHash('sha256').update(`campus-document:${type}:${id}:${attempt}`).digest();
  return String(first + (hash.readUInt32BE(0) % count)).padStart(digits, '0');
}

/**
 * The user's document number: the hash's draw, or the next draw while `taken` says another user
 * holds it (a collision among a few thousand in eighty million is rare, but a lookup by
 * document must find one person).
 */
export function documentNumberOf(
  id: number,
  type: DocumentType,
  taken: (number: string) => boolean,
): string {
  for (let attempt = 0; ; attempt++) {
    const number = draw(id, type, attempt);
    if (!taken(number)) return number;
  }
}

/** Whether any user already holds `number` (for a user added after the profiles' seed). */
export const heldBySomeone = (db: DatabaseSync) => {
  const find = db.prepare('SELECT 1 FROM users WHERE document_number = ? LIMIT 1');
  return (number: string) => find.get(number) !== undefined;
};
