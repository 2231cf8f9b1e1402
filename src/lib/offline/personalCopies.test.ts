import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { fakeCacheStorage } from '@/test/fakeCacheStorage';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { keepPersonalCopiesWithSession, restartPersonalCopies } from './personalCopies';
import { PERSONAL_CACHE } from './protocol';
import { SESSION_MARK, readMark, sessionFingerprint } from './sessionMark';

const COPY = 'https://campus.example/api/main/menu/listar?__usuario=1001';
let caches: ReturnType<typeof fakeCacheStorage>;
let stop: () => void = () => undefined;

const markNow = async () =>
  readMark(await caches.match(SESSION_MARK, { cacheName: PERSONAL_CACHE }));
/** The worker's copy of a read, as it would store it. */
const saveCopy = async () => (await caches.open(PERSONAL_CACHE)).put(COPY, new Response('{}'));

beforeEach(() => {
  caches = fakeCacheStorage();
  vi.stubGlobal('caches', caches);
});

afterEach(async () => {
  stop();
  await sessionStore.signedOut();
  vi.unstubAllGlobals();
});

describe('the personal copies follow the session', () => {
  it("marks the restored session at the page's start, and each new sign-in", async () => {
    const student = makeToken({ idu: 1001 });
    sessionStore.signIn(student, testUsers.student);
    stop = keepPersonalCopiesWithSession();
    await vi.waitFor(async () =>
      expect((await markNow())?.session).toBe(await sessionFingerprint(student)),
    );

    const teacher = makeToken({ idu: 2001, tip: 2 });
    sessionStore.signIn(teacher, testUsers.teacher);
    await vi.waitFor(async () =>
      expect((await markNow())?.session).toBe(await sessionFingerprint(teacher)),
    );
  });

  it('a sign-in settles only once its session is marked: its first reads find the mark', async () => {
    stop = keepPersonalCopiesWithSession();
    const student = makeToken({ idu: 1001 });
    await sessionStore.signIn(student, testUsers.student);
    expect((await markNow())?.session).toBe(await sessionFingerprint(student));
  });

  it('marks no session whose token has expired, and one still valid for a second', async () => {
    const now = Date.now();
    sessionStore.signIn(makeToken({ exp: Math.floor(now / 1000) }), testUsers.student);
    stop = keepPersonalCopiesWithSession();
    const valid = makeToken({ exp: Math.floor(now / 1000) + 2 });
    sessionStore.signIn(valid, testUsers.student);
    await vi.waitFor(async () => expect(await markNow()).not.toBeNull());
    // The expired one wrote nothing before it: the only mark is the valid session's.
    expect((await markNow())?.session).toBe(await sessionFingerprint(valid));
  });

  it('signing out deletes every copy and the mark, and the sign-out settles only after', async () => {
    sessionStore.signIn(makeToken(), testUsers.student);
    stop = keepPersonalCopiesWithSession();
    await vi.waitFor(async () => expect(await markNow()).not.toBeNull());
    await saveCopy();

    const ended = sessionStore.signOut('logout');
    expect(await caches.has(PERSONAL_CACHE)).toBe(true);
    await ended;
    expect(await caches.has(PERSONAL_CACHE)).toBe(false);
  });

  it('a session the API ended deletes them as well', async () => {
    sessionStore.signIn(makeToken(), testUsers.student);
    stop = keepPersonalCopiesWithSession();
    await saveCopy();
    await sessionStore.signOut('expired');
    expect(await caches.has(PERSONAL_CACHE)).toBe(false);
  });

  it('after a password change the old copies are gone and the same session is marked again', async () => {
    const token = makeToken();
    sessionStore.signIn(token, testUsers.student);
    stop = keepPersonalCopiesWithSession();
    await vi.waitFor(async () => expect(await markNow()).not.toBeNull());
    await saveCopy();

    await restartPersonalCopies();
    expect(caches.keysOf(PERSONAL_CACHE)).toEqual([SESSION_MARK]);
    expect((await markNow())?.session).toBe(await sessionFingerprint(token));
  });

  it('stops deleting once stopped', async () => {
    sessionStore.signIn(makeToken(), testUsers.student);
    const stopNow = keepPersonalCopiesWithSession();
    await vi.waitFor(async () => expect(await markNow()).not.toBeNull());
    stopNow();
    await saveCopy();
    await sessionStore.signOut('logout');
    expect(caches.keysOf(PERSONAL_CACHE)).toContain(COPY);
  });
});
