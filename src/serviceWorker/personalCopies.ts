// The worker's side of the personal copies: answering a kept read, storing its copy only for the
// current session, and forgetting every copy when the worker starts without a live session.
// No worker globals: the caches, the network and the clock come in, so personalCopies.test.ts
// can run each interleaving of a sign-out with a read.
import { PERSONAL_CACHE, SAVED_AT_HEADER } from '../lib/offline/protocol';
import { SESSION_MARK, isMarkLive, readMark, sessionFingerprint } from '../lib/offline/sessionMark';
import { stamped } from './personalReads';

export interface CopyContext {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  now: () => Date;
  /** Keeps the worker alive for work that outlives the answer (FetchEvent.waitUntil). */
  keep: (work: Promise<unknown>) => void;
}

const bearerOf = (request: Request) =>
  request.headers.get('Authorization')?.match(/^Bearer (\S+)$/)?.[1] ?? null;

/**
 * Stores `answer` under `key` only if the request's session is the one the mark names, read at
 * the moment of writing, not when the request left: a read in flight during a sign-out finds the
 * mark gone and stores nothing. The check and the write go to the same opened cache: if the page
 * deletes the cache between them, the write lands in the deleted one, which nothing can open again
 * and the browser drops, never in a new cache of the same name.
 */
export async function storeIfCurrent(
  request: Request,
  key: string,
  answer: Response,
  context: Pick<CopyContext, 'caches' | 'now'>,
): Promise<boolean> {
  const token = bearerOf(request);
  // No personal cache means no session mark: opening it here would only create an empty one.
  if (!token || !(await context.caches.has(PERSONAL_CACHE))) return false;
  const copy = await stamped(answer, context.now(), SAVED_AT_HEADER);
  const fingerprint = await sessionFingerprint(token);
  const cache = await context.caches.open(PERSONAL_CACHE);
  const mark = await readMark(await cache.match(SESSION_MARK));
  if (!isMarkLive(mark, context.now().getTime()) || mark.session !== fingerprint) return false;
  await cache.put(key, copy);
  return true;
}

/**
 * A kept read: the network first; its 200 answer is stored for the current session (after the
 * answer is given, kept alive by `keep`); the stored copy only when the network fails.
 */
export async function answerPersonalRead(
  request: Request,
  key: string,
  context: CopyContext,
): Promise<Response> {
  let answer: Response;
  try {
    answer = await context.fetch(request);
  } catch (error) {
    const copy = await context.caches.match(key, { cacheName: PERSONAL_CACHE });
    if (copy) return copy;
    throw error;
  }
  if (answer.status === 200)
    context.keep(storeIfCurrent(request, key, answer.clone(), context).catch(() => false));
  return answer;
}

/**
 * At start-up (a browser restart, or the worker woken after being stopped): without a live
 * session mark, every personal copy is deleted. The worker answers nothing before this settles.
 */
export async function forgetWithoutSession(
  context: Pick<CopyContext, 'caches' | 'now'>,
): Promise<boolean> {
  if (!(await context.caches.has(PERSONAL_CACHE))) return false;
  const mark = await readMark(
    await context.caches.match(SESSION_MARK, { cacheName: PERSONAL_CACHE }),
  );
  if (isMarkLive(mark, context.now().getTime())) return false;
  return context.caches.delete(PERSONAL_CACHE);
}
