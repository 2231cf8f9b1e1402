import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineObserver, offlineStore } from './offlineStore';
import { SAVED_AT_HEADER } from './protocol';
import { OFFLINE_TEXTS } from './texts';

const copy = (iso: string) => new Headers({ [SAVED_AT_HEADER]: iso });
const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('the offline state', () => {
  it("remembers the oldest copy's time until a fresh answer arrives", () => {
    offlineObserver.answered(copy('2026-11-27T10:00:00Z'));
    offlineObserver.answered(copy('2026-11-26T08:00:00Z'));
    offlineObserver.answered(copy('2026-11-27T12:00:00Z'));
    expect(offlineStore.getState().copySavedAt?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    offlineObserver.answered(new Headers());
    expect(offlineStore.getState()).toEqual({ online: true, copySavedAt: null });
  });

  it('ignores an unreadable time', () => {
    offlineObserver.answered(copy('ayer'));
    expect(offlineStore.getState().copySavedAt).toBeNull();
  });

  it('follows the browser going offline and back, forgetting the copy when back', () => {
    const listener = vi.fn();
    const stop = offlineStore.subscribe(listener);
    setOnline(false);
    offlineObserver.answered(copy('2026-11-27T10:00:00Z'));
    expect(offlineStore.getState().online).toBe(false);
    setOnline(true);
    expect(offlineStore.getState()).toEqual({ online: true, copySavedAt: null });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('explains a call with no network: a read has no copy, a write was not sent', () => {
    expect(offlineObserver.unreachable('POST')).toBeNull();
    setOnline(false);
    expect(offlineObserver.unreachable('GET')).toBe(OFFLINE_TEXTS.noCopy);
    expect(offlineObserver.unreachable('post')).toBe(OFFLINE_TEXTS.notSent);
    expect(offlineObserver.unreachable('DELETE')).toBe(OFFLINE_TEXTS.notSent);
  });
});
