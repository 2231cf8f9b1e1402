import { useCallback, useRef, type FormEvent } from 'react';
import { isRepeatedGesture } from './repeatedGesture';

/** A form that checks its fields before sending: `useCampusForm`'s, or `usePlainForm`'s. */
interface CheckedForm<T> {
  handleSubmit: (send: (values: T) => Promise<void>) => (event?: FormEvent) => Promise<void>;
}

/**
 * The form's submit handler: validates every field and sends once per user intent. A click or
 * Enter while validating or sending is ignored, and so is the rest of a double click or a held
 * Enter even after the send ended (the page may still be rendering what follows it, the button
 * enabled again). What was typed stays when the send fails, so a new click retries it. Failures
 * belong to whoever shows them (a mutation's error state, `applyServerErrors`).
 */
export function useSubmit<T>(form: CheckedForm<T>, send: (values: T) => Promise<unknown>) {
  const inFlight = useRef(false);
  const { handleSubmit } = form;
  return useCallback(
    (event: FormEvent) => {
      if (inFlight.current || isRepeatedGesture(event.currentTarget)) {
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
