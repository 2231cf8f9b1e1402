import { useCallback, useRef, type FormEvent } from 'react';

/** A form that checks its fields before sending: `useCampusForm`'s, or `usePlainForm`'s. */
interface CheckedForm<T> {
  handleSubmit: (send: (values: T) => Promise<void>) => (event?: FormEvent) => Promise<void>;
}

/**
 * The form's submit handler: validates every field, sends once (a double click or Enter while
 * validating or sending is ignored), and keeps what was typed when the send fails so it can be
 * retried. Failures belong to whoever shows them (a mutation's error state, `applyServerErrors`).
 */
export function useSubmit<T>(form: CheckedForm<T>, send: (values: T) => Promise<unknown>) {
  const inFlight = useRef(false);
  const { handleSubmit } = form;
  return useCallback(
    (event: FormEvent) => {
      if (inFlight.current) {
        event.preventDefault();
        return;
      }
      inFlight.current = true;
      const submit = handleSubmit(async (values) => {
        try {
          await send(values);
        } catch {
          // Shown by the caller; the form keeps its values for another try.
        }
      });
      void submit(event).finally(() => {
        inFlight.current = false;
      });
    },
    [handleSubmit, send],
  );
}
