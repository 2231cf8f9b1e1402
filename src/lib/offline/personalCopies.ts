import { isTokenExpired, sessionStore, type Session } from '@/lib/session';
import { PERSONAL_CACHE } from './protocol';
import { SESSION_MARK, markResponse, sessionFingerprint } from './sessionMark';

/**
 * The page's side of the personal copies (the worker's is src/serviceWorker/personalCopies.ts).
 * The page owns their end: it deletes them itself through the Cache Storage API, which the window
 * has as well as the worker, so no message to a worker that may be stopping or not yet there.
 * Each change goes after the one before it, so a sign-in never marks a cache a sign-out is still
 * deleting.
 */
let queue: Promise<unknown> = Promise.resolve();

function inTurn(work: () => Promise<unknown>): Promise<void> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next.then(() => undefined);
}

const available = () => typeof caches !== 'undefined' && Boolean(globalThis.crypto?.subtle);

/**
 * Deletes every saved copy of the user's own answers, and the session mark with them: the next
 * person on this device finds nothing of theirs, even offline, and a read still in flight finds
 * no session to store its answer for.
 */
export function deletePersonalCopies(): Promise<void> {
  if (!available()) return Promise.resolve();
  return inTurn(() => caches.delete(PERSONAL_CACHE));
}

/** Marks `session` as the one whose reads the worker may keep (nothing for no live session). */
function markSession({ token, claims }: Session): Promise<void> {
  if (!available() || token === null || isTokenExpired(claims, Date.now()))
    return Promise.resolve();
  return inTurn(async () => {
    const mark = { session: await sessionFingerprint(token), expires: claims!.exp };
    await (await caches.open(PERSONAL_CACHE)).put(SESSION_MARK, markResponse(mark));
  }).catch(() => {
    // Storage refused (full, private mode): the worker then keeps no copy for this session.
  });
}

/**
 * After a password change: the copies saved so far are deleted, and the session that made the
 * change (the API keeps it, ending the others) starts keeping copies again.
 */
export function restartPersonalCopies(): Promise<void> {
  // Both wait their turn: the mark is written after the deletion, whatever became of it.
  const deleted = deletePersonalCopies();
  const marked = markSession(sessionStore.getState());
  return Promise.allSettled([deleted, marked]).then(() => undefined);
}

/**
 * From the page's start: marks the restored session and each new one (a sign-in settles once its
 * session is marked, so its first reads are kept), and deletes the copies on every sign-out
 * (logout, a session the API ended, the guard dropping a stale token), whether or not the worker
 * has been registered yet in this page. Returns the function that stops it.
 */
export function keepPersonalCopiesWithSession(): () => void {
  void markSession(sessionStore.getState());
  const stopSignIn = sessionStore.onSignIn(markSession);
  const stopSignOut = sessionStore.onSignOut(deletePersonalCopies);
  return () => {
    stopSignIn();
    stopSignOut();
  };
}
