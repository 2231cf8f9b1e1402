import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './useIdempotencyKey';

describe('useIdempotencyKey', () => {
  it('keeps one key for every send of an open form, and a new one for a form opened again', () => {
    const { result, rerender, unmount } = renderHook(() => useIdempotencyKey());
    const key = result.current;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current).toBe(key);
    unmount();
    const { result: reopened } = renderHook(() => useIdempotencyKey());
    expect(reopened.current).not.toBe(key);
  });
});
