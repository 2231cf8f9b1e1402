import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { applyWaitError } from './applyWaitError';

const wait = (status: number, messagePublic: string | null) =>
  new ApiError(status, { results: null, messagePublic });

describe('applyWaitError', () => {
  it("puts a 429's wait under the field and focuses it", () => {
    const setError = vi.fn();
    const error = wait(429, 'Espera 30 segundos e inténtalo nuevamente.');
    expect(applyWaitError(error, { setError }, 'clave')).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'clave',
      { type: 'server', message: 'Espera 30 segundos e inténtalo nuevamente.' },
      { shouldFocus: true },
    );
  });

  it('leaves other answers to the caller', () => {
    const setError = vi.fn();
    expect(applyWaitError(wait(400, 'No.'), { setError }, 'clave')).toBe(false);
    expect(applyWaitError(wait(429, null), { setError }, 'clave')).toBe(false);
    expect(applyWaitError(new Error('red'), { setError }, 'clave')).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
