import { describe, expect, it } from 'vitest';
import { PERSONAL_CACHE, SAVED_AT_HEADER } from '../lib/offline/protocol';
import { SESSION_MARK, markResponse, sessionFingerprint } from '../lib/offline/sessionMark';
import { fakeCacheStorage } from '../test/fakeCacheStorage';
import { makeToken } from '../test/tokens';
import { answerPersonalRead, forgetWithoutSession, storeIfCurrent } from './personalCopies';

const NOW = new Date('2026-12-06T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const STUDENT = makeToken({ idu: 1001 }, NOW.getTime());
const NEXT_STUDENT = makeToken({ idu: 1002 }, NOW.getTime());
const URL_READ = 'https://campus.example/api/main/horario/alumno/horario';
const KEY = `${URL_READ}?__usuario=1001`;

const readOf = (token: string) =>
  new Request(URL_READ, { headers: { Authorization: `Bearer ${token}` } });

/** The page's sign-in: the mark of `token`'s session, valid until `expires` (seconds). */
async function markSession(caches: CacheStorage, token: string, expires = NOW_S + 3600) {
  const mark = { session: await sessionFingerprint(token), expires };
  await (await caches.open(PERSONAL_CACHE)).put(SESSION_MARK, markResponse(mark));
}

/** The page's sign-out. */
const signOut = (caches: CacheStorage) => caches.delete(PERSONAL_CACHE);

/** A network whose one answer arrives when the test says. */
function slowNetwork() {
  let answer: (response: Response) => void = () => undefined;
  const fetch = () => new Promise<Response>((resolve) => (answer = resolve));
  return {
    fetch,
    answer: (body = '{"results":[]}', status = 200) => answer(new Response(body, { status })),
  };
}

function context(caches: CacheStorage, fetch: (request: Request) => Promise<Response>) {
  const kept: Promise<unknown>[] = [];
  return {
    kept,
    context: { caches, fetch, now: () => NOW, keep: (work: Promise<unknown>) => kept.push(work) },
  };
}

describe('storing a copy of a kept read', () => {
  it("stores the current session's answer, stamped with the instant it was saved", async () => {
    const caches = fakeCacheStorage();
    await markSession(caches, STUDENT);
    const network = slowNetwork();
    const { kept, context: ctx } = context(caches, network.fetch);
    const answered = answerPersonalRead(readOf(STUDENT), KEY, ctx);
    network.answer('{"results":[1]}');
    expect(await (await answered).text()).toBe('{"results":[1]}');
    await Promise.all(kept);
    const copy = await caches.match(KEY, { cacheName: PERSONAL_CACHE });
    expect(await copy?.text()).toBe('{"results":[1]}');
    expect(copy?.headers.get(SAVED_AT_HEADER)).toBe(NOW.toISOString());
  });

  it('refuses a late write: a read in flight when the user signed out stores nothing', async () => {
    const caches = fakeCacheStorage();
    await markSession(caches, STUDENT);
    const network = slowNetwork();
    const { kept, context: ctx } = context(caches, network.fetch);
    const answered = answerPersonalRead(readOf(STUDENT), KEY, ctx);
    await signOut(caches);
    network.answer();
    // The page still gets its answer; only the copy is refused.
    expect((await answered).status).toBe(200);
    expect(await Promise.all(kept)).toEqual([false]);
    expect(await caches.has(PERSONAL_CACHE)).toBe(false);
    expect(caches.keysOf(PERSONAL_CACHE)).toEqual([]);
  });

  it("refuses a late write after the next user signed in: the mark is theirs, not the read's", async () => {
    const caches = fakeCacheStorage();
    await markSession(caches, STUDENT);
    const network = slowNetwork();
    const { kept, context: ctx } = context(caches, network.fetch);
    const answered = answerPersonalRead(readOf(STUDENT), KEY, ctx);
    await signOut(caches);
    await markSession(caches, NEXT_STUDENT);
    network.answer();
    await answered;
    expect(await Promise.all(kept)).toEqual([false]);
    expect(caches.keysOf(PERSONAL_CACHE)).toEqual([SESSION_MARK]);
  });

  it('a sign-out between the check and the write leaves the copy in the deleted cache, unseen', async () => {
    const caches = fakeCacheStorage();
    await markSession(caches, STUDENT);
    // The page's deletion lands right after the worker opened the cache and read the mark.
    const opened = caches.open.bind(caches);
    const racing = Object.assign(Object.create(caches) as CacheStorage, {
      open: async (name: string) => {
        const cache = await opened(name);
        const match = cache.match.bind(cache);
        return Object.assign(cache, {
          match: async (request: RequestInfo) => {
            const found = await match(request);
            await signOut(caches);
            return found;
          },
        });
      },
    });
    expect(
      await storeIfCurrent(readOf(STUDENT), KEY, new Response('{}'), {
        caches: racing,
        now: () => NOW,
      }),
    ).toBe(true);
    expect(await caches.has(PERSONAL_CACHE)).toBe(false);
  });

  it('stores nothing for a session whose mark has expired, and keeps it one second before', async () => {
    for (const [expires, stored] of [
      [NOW_S, false],
      [NOW_S + 1, true],
    ] as const) {
      const caches = fakeCacheStorage();
      await markSession(caches, STUDENT, expires);
      const result = await storeIfCurrent(readOf(STUDENT), KEY, new Response('{}'), {
        caches,
        now: () => NOW,
      });
      expect(result, `expires ${expires - NOW_S} s from now`).toBe(stored);
    }
  });

  it('never stores an answer other than 200, nor a read without a session mark', async () => {
    const caches = fakeCacheStorage();
    await markSession(caches, STUDENT);
    const { kept, context: ctx } = context(caches, () =>
      Promise.resolve(new Response('{}', { status: 401 })),
    );
    expect((await answerPersonalRead(readOf(STUDENT), KEY, ctx)).status).toBe(401);
    expect(kept).toEqual([]);

    const unmarked = fakeCacheStorage();
    const bare = { caches: unmarked, now: () => NOW };
    expect(await storeIfCurrent(readOf(STUDENT), KEY, new Response('{}'), bare)).toBe(false);
    // Refusing does not leave an empty personal cache behind either.
    expect(await unmarked.has(PERSONAL_CACHE)).toBe(false);
  });
});

describe('answering a kept read offline', () => {
  it('answers the saved copy when the network fails, and fails as the network did without one', async () => {
    const caches = fakeCacheStorage();
    await (await caches.open(PERSONAL_CACHE)).put(KEY, new Response('{"copia":true}'));
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const { context: ctx } = context(caches, offline);
    expect(await (await answerPersonalRead(readOf(STUDENT), KEY, ctx)).text()).toBe(
      '{"copia":true}',
    );
    await expect(answerPersonalRead(readOf(STUDENT), `${KEY}0`, ctx)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe('the worker starting up', () => {
  const startUp = (caches: CacheStorage) => forgetWithoutSession({ caches, now: () => NOW });

  it('deletes every personal copy when no session is marked', async () => {
    const caches = fakeCacheStorage();
    await (await caches.open(PERSONAL_CACHE)).put(KEY, new Response('{}'));
    expect(await startUp(caches)).toBe(true);
    expect(await caches.has(PERSONAL_CACHE)).toBe(false);
  });

  it("deletes them when the marked session has expired, and keeps a live session's", async () => {
    for (const [expires, kept] of [
      [NOW_S, false],
      [NOW_S + 1, true],
    ] as const) {
      const caches = fakeCacheStorage();
      await markSession(caches, STUDENT, expires);
      await (await caches.open(PERSONAL_CACHE)).put(KEY, new Response('{}'));
      await startUp(caches);
      expect(caches.keysOf(PERSONAL_CACHE), `expires ${expires - NOW_S} s from now`).toEqual(
        kept ? [SESSION_MARK, KEY] : [],
      );
    }
  });

  it('creates nothing when there is no personal cache', async () => {
    const caches = fakeCacheStorage();
    expect(await startUp(caches)).toBe(false);
    expect(await caches.keys()).toEqual([]);
  });
});
