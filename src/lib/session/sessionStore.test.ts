import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readStorage, writeStorage } from '@/lib/storage';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { restoredSession, sessionStore } from './sessionStore';
import { useSession } from './useSession';

describe('sessionStore', () => {
  it('signs in: stores token and user and decodes the claims', () => {
    const token = makeToken({ tip: 2, username: 'docente' });
    sessionStore.signIn(token, testUsers.teacher);

    const state = sessionStore.getState();
    expect(state.token).toBe(token);
    expect(state.user).toEqual(testUsers.teacher);
    expect(state.claims?.username).toBe('docente');
    expect(readStorage('token')).toBe(token);
    expect(readStorage('user')).toEqual(testUsers.teacher);
  });

  it('signs out: clears every storage key and runs the registered callbacks', () => {
    sessionStore.signIn(makeToken(), testUsers.student);
    writeStorage('darkMode', true);
    writeStorage('parameters', []);
    const clearCache = vi.fn();
    const unregister = sessionStore.onSignOut(clearCache);

    sessionStore.signOut();

    expect(sessionStore.getState()).toEqual({
      token: null,
      user: null,
      claims: null,
      endReason: 'logout',
    });
    expect(readStorage('token')).toBeNull();
    expect(readStorage('user')).toBeNull();
    expect(readStorage('darkMode')).toBeNull();
    expect(readStorage('parameters')).toBeNull();
    expect(clearCache).toHaveBeenCalledTimes(1);

    unregister();
    sessionStore.signOut();
    expect(clearCache).toHaveBeenCalledTimes(1);
  });

  it("signs out at once, and settles once every callback's work has, failed or not", async () => {
    sessionStore.signIn(makeToken(), testUsers.student);
    let finish: () => void = () => undefined;
    const deleting = new Promise<void>((resolve) => (finish = resolve));
    const stopSlow = sessionStore.onSignOut(() => deleting);
    const stopFailing = sessionStore.onSignOut(() => Promise.reject(new Error('storage')));
    let settled = false;

    void sessionStore.signOut().then(() => (settled = true));
    expect(sessionStore.getState().token).toBeNull();
    const waiting = sessionStore.signedOut().then(() => settled);
    await Promise.resolve();
    expect(settled).toBe(false);

    finish();
    expect(await waiting).toBe(true);
    stopSlow();
    stopFailing();
  });

  it("signs in at once, and settles once every callback's work has, failed or not", async () => {
    let finish: () => void = () => undefined;
    const marking = new Promise<void>((resolve) => (finish = resolve));
    const seen: (string | null)[] = [];
    const stopSlow = sessionStore.onSignIn((session) => {
      seen.push(session.token);
      return marking;
    });
    const stopFailing = sessionStore.onSignIn(() => Promise.reject(new Error('storage')));
    let settled = false;
    const token = makeToken();

    const signedIn = sessionStore.signIn(token, testUsers.student).then(() => (settled = true));
    expect(sessionStore.getState().token).toBe(token);
    expect(seen).toEqual([token]);
    await Promise.resolve();
    expect(settled).toBe(false);

    finish();
    expect(await signedIn).toBe(true);
    stopSlow();
    stopFailing();
  });

  it('restores the session from storage when the app starts', () => {
    expect(restoredSession()).toEqual({ token: null, user: null, claims: null, endReason: null });
    const token = makeToken();
    writeStorage('token', token);
    writeStorage('user', testUsers.student);

    const restored = restoredSession();
    expect(restored).toMatchObject({ token, user: testUsers.student, endReason: null });
    expect(restored.claims?.idu).toBe(1001);
  });

  it('re-renders useSession on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();

    act(() => void sessionStore.signIn(makeToken(), testUsers.student));
    expect(result.current.user?.usuario).toBe('alumno');

    act(() => {
      void sessionStore.signOut();
    });
    expect(result.current.token).toBeNull();
  });

  it('remembers why the session ended until the login page acknowledges it', () => {
    sessionStore.signIn(makeToken(), testUsers.student);
    sessionStore.signOut('expired');
    expect(sessionStore.getState().endReason).toBe('expired');

    sessionStore.acknowledgeSignOut();
    expect(sessionStore.getState().endReason).toBeNull();

    sessionStore.signOut();
    expect(sessionStore.getState().endReason).toBe('logout');
    sessionStore.signIn(makeToken(), testUsers.student);
    expect(sessionStore.getState().endReason).toBeNull();
  });
});
