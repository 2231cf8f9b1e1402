import { useState } from 'react';

/**
 * The idempotency key of the one write a form makes (a request being filed, a post being
 * published): the same for every send while the form is open, so a double click or a retry after
 * a lost answer is done once by the server; a form opened again writes under a new key.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}
