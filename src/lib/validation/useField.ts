import { useCallback, useState, type ChangeEvent } from 'react';
import { firstError, type Validator } from './validators';

export interface Field {
  value: string;
  /** The first failing rule, whether shown or not. */
  invalidMessage: string | null;
  /** The message to show: only once the field was touched or the form was submitted. */
  error: string | null;
  setValue: (value: string) => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  /** Shows the error even if untouched (on submit). */
  touch: () => void;
}

/**
 * One form field's value and spec §5 error display. `validators` are read on every render, so
 * rules may depend on other fields (equalTo).
 */
export function useField(initial: string, validators: readonly Validator[]): Field {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const invalidMessage = firstError(value, validators);
  const touch = useCallback(() => setTouched(true), []);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value),
    [],
  );
  return {
    value,
    invalidMessage,
    error: touched ? invalidMessage : null,
    setValue,
    onChange,
    onBlur: touch,
    touch,
  };
}
