import { fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmit } from './useSubmit';

/**
 * A send the test settles by hand, behind a form whose check passes at once: the send starts in
 * the submit's own dispatch, so whether a click sent is known as soon as it returns.
 */
function setUp() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const form = {
    handleSubmit: (onValid: (values: object) => Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      return onValid({});
    },
  };
  function Host() {
    const submit = useSubmit(form, send);
    return (
      <form aria-label="Prueba" onSubmit={submit} noValidate>
        <input aria-label="Nota" />
        {/* Enabled while sending on purpose: the hook alone must hold a second submit back. */}
        <button type="submit">Guardar</button>
      </form>
    );
  }
  render(<Host />);
  /** Settles the send `index` and waits until the handler has let go of it. */
  const settle = async (index: number, outcome: 'resolve' | 'reject') => {
    const sent = send.mock.results[index]!.value as Promise<void>;
    if (outcome === 'resolve') pending[index]!.resolve();
    else pending[index]!.reject(new Error('sin conexión'));
    await sent.catch(() => undefined);
    // The handler's `finally` runs some promise jobs after the send; a task runs after them all.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    send,
    settle,
    button: screen.getByRole('button', { name: 'Guardar' }),
    input: screen.getByRole('textbox', { name: 'Nota' }),
    form: screen.getByRole('form', { name: 'Prueba' }),
  };
}

describe('useSubmit', () => {
  it('ignores a second click while the send is under way', async () => {
    const { send, settle, button } = setUp();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    await settle(0, 'resolve');
  });

  it('sends once for a double click whose second click comes after the first send ended', async () => {
    const { send, settle, button } = setUp();
    fireEvent.click(button, { detail: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    await settle(0, 'resolve');
    // The second click of the same double click: the page that follows a save may still be
    // rendering, its button enabled again.
    fireEvent.click(button, { detail: 2 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends once for a held Enter, however its repeats fall', async () => {
    const { send, settle, input, form } = setUp();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    await settle(0, 'resolve');
    fireEvent.keyDown(input, { key: 'Enter', repeat: true });
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends again on a new gesture after a failed send, even after a double click elsewhere', async () => {
    const { send, settle, button, input, form } = setUp();
    fireEvent.click(button, { detail: 1 });
    await settle(0, 'reject');
    // A double click selecting a word, then Enter: a new gesture.
    fireEvent.click(input, { detail: 2 });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
    await settle(1, 'reject');
    fireEvent.click(button, { detail: 1 });
    expect(send).toHaveBeenCalledTimes(3);
    await settle(2, 'resolve');
  });
});
