import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useField } from './useField';
import { useFormSubmit } from './useFormSubmit';
import { required } from './validators';

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setup(initial: string, send: () => Promise<unknown>) {
  return renderHook(() => {
    const field = useField(initial, [required()]);
    return { field, submit: useFormSubmit([field], send) };
  });
}

describe('useFormSubmit', () => {
  it('shows the errors and does not send an invalid form', () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = setup('', send);
    act(() => result.current.submit(event()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.field.error).toBe('El campo es requerido.');
  });

  it('sends once while a send runs, and again after it failed', async () => {
    let fail!: (reason: unknown) => void;
    const send = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const { result } = setup('alumno', send);
    act(() => result.current.submit(event()));
    act(() => result.current.submit(event()));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('red caída')));
    act(() => result.current.submit(event()));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
