import type { KeyboardEvent } from 'react';

/** spec §5: password fields reject the space key. */
export function rejectSpaceKey(event: KeyboardEvent): void {
  if (event.key === ' ') event.preventDefault();
}

/** Strips spaces that arrive by paste or autofill. */
export function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Keeps only digits (verification codes, phone numbers). */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D+/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}
