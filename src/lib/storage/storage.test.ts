import { describe, expect, it } from 'vitest';
import {
  appendStoredError,
  clearSessionStorage,
  readStorage,
  removeStorage,
  writeStorage,
} from './storage';
import { STORAGE_KEYS, type StorageKey } from './storageKeys';

describe('storage', () => {
  it('prefixes every key of spec §9 (and the attendance alert day, the phone being verified) with campus.', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'company',
        'courses',
        'darkMode',
        'dismissedAlerts',
        'errors',
        'filters',
        'homeAlertHeight',
        'inductionSeen',
        'nomenclature',
        'parameters',
        'pendingPhone',
        'profile',
        'sidebar',
        'signInDialog',
        'token',
        'user',
      ].sort(),
    );
    for (const value of Object.values(STORAGE_KEYS)) expect(value).toMatch(/^campus\.\w+$/);
  });

  it('round-trips JSON values under the prefixed key', () => {
    writeStorage('darkMode', true);
    writeStorage('sidebar', { collapsed: true });

    expect(localStorage.getItem('campus.darkMode')).toBe('true');
    expect(readStorage('darkMode')).toBe(true);
    expect(readStorage('sidebar')).toEqual({ collapsed: true });
  });

  it('answers null for a missing key and forgets a corrupt one', () => {
    expect(readStorage('token')).toBeNull();
    localStorage.setItem('campus.profile', '{not json');
    expect(readStorage('profile')).toBeNull();
    expect(localStorage.getItem('campus.profile')).toBeNull();
  });

  it('removes one key', () => {
    writeStorage('token', 'abc');
    removeStorage('token');
    expect(readStorage('token')).toBeNull();
  });

  it('clears every session key on logout and leaves other keys alone', () => {
    for (const key of Object.keys(STORAGE_KEYS) as StorageKey[]) {
      localStorage.setItem(STORAGE_KEYS[key], '1');
    }
    localStorage.setItem('another.app', 'keep');

    clearSessionStorage();

    for (const value of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(value)).toBeNull();
    expect(localStorage.getItem('another.app')).toBe('keep');
  });

  it('appends errors with their date and keeps only the latest 50', () => {
    const when = new Date('2026-03-02T15:00:00Z');
    for (let i = 0; i < 55; i += 1) appendStoredError(`fallo ${i}`, when);

    const errors = readStorage('errors') ?? [];
    expect(errors).toHaveLength(50);
    expect(errors[0]).toEqual({ message: 'fallo 5', date: '2026-03-02T15:00:00.000Z' });
    expect(errors.at(-1)?.message).toBe('fallo 54');
  });
});
