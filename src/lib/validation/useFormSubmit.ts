import { useRef, type FormEvent } from 'react';
import type { Field } from './useField';

/**
 * A form's submit handler (spec §5, no double submit): shows every field's error, sends only when
 * all are valid, and ignores submits while a send is still running. Failures stay with whoever
 * shows them (the mutation's error state); the handler only releases the lock.
 */
export function useFormSubmit(fields: readonly Field[], send: () => Promise<unknown>) {
  const inFlight = useRef(false);
  return (event: FormEvent) => {
    event.preventDefault();
    fields.forEach((field) => field.touch());
    if (inFlight.current || fields.some((field) => field.invalidMessage)) return;
    inFlight.current = true;
    send()
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
      });
  };
}
