import { useNotify } from 'react-admin';
import { isFieldErrors, type FieldErrors } from './serverErrors';

/**
 * Runs a form's save for KeptValuesForm: a 400's field errors are answered for the form to show
 * under their fields, any other refusal (a stale version, the server down) becomes a notice, and
 * only a saved result reaches `onSaved`. Either way the form keeps what was typed.
 */
export function useSave() {
  const notify = useNotify();
  return async <Result>(
    save: () => Promise<Result>,
    onSaved: (result: Result) => void,
  ): Promise<FieldErrors | undefined> => {
    let result: Result;
    try {
      result = await save();
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: unknown } }).body?.errors;
      if (isFieldErrors(fieldErrors)) return fieldErrors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    }
    onSaved(result);
    return undefined;
  };
}
