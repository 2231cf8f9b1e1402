import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_FLAG_MS, useSavedFlag } from './useSavedFlag';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSavedFlag', () => {
  it('shows for 2 s after each raise, and not a millisecond more', () => {
    const { result } = renderHook(() => useSavedFlag());
    expect(SAVED_FLAG_MS).toBe(2000);
    expect(result.current.shown).toBe(false);
    act(() => result.current.raise());
    act(() => vi.advanceTimersByTime(SAVED_FLAG_MS - 1));
    expect(result.current.shown).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe(false);
  });

  it('starts the 2 s again when raised while shown', () => {
    const { result } = renderHook(() => useSavedFlag());
    act(() => result.current.raise());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.raise());
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.shown).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.shown).toBe(false);
  });
});
