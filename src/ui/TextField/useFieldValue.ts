import { useState, type ChangeEvent } from 'react';
import { firstError, type Validator } from '@/lib/validation';

export type FieldChangeEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

export interface FieldValueOptions {
  /** Controlled value; leave undefined to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: FieldChangeEvent) => void;
  onBlur?: () => void;
  /** Shows the message even if the field was never left (the form was submitted). */
  showErrors: boolean;
  validators: readonly Validator[];
}

/**
 * A field's value, controlled or not, and its spec §5 message: the first failing rule, shown only
 * once the user has left the field or the form asks for it.
 */
export function useFieldValue({
  value,
  defaultValue = '',
  onChange,
  onBlur,
  showErrors,
  validators,
}: FieldValueOptions) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [touched, setTouched] = useState(false);
  const current = value ?? ownValue;
  return {
    value: current,
    message: touched || showErrors ? firstError(current, validators) : null,
    change: (next: string, event: FieldChangeEvent) => {
      if (value === undefined) setOwnValue(next);
      onChange?.(next, event);
    },
    blur: () => {
      setTouched(true);
      onBlur?.();
    },
  };
}
