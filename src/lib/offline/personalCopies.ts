import { PERSONAL_CACHE } from './protocol';

/**
 * Deletes every saved copy of the user's own answers (sign-out): the next person on this device
 * finds nothing of theirs, even offline.
 */
export async function deletePersonalCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PERSONAL_CACHE);
}
