import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import type { Field } from '@/lib/validation';

type FormTextFieldProps = {
  field: Field;
  hint?: string;
  /** Rewrites what the user types, e.g. keeping only digits. */
  transform?: (value: string) => string;
  /** Virtual keyboard on phones. @default 'text' */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'slotProps'>;

/** A required text input bound to a `useField` field: shows its first error once touched (spec §5). */
export default function FormTextField({
  field,
  hint,
  transform,
  inputMode,
  maxLength,
  ...props
}: FormTextFieldProps) {
  return (
    <TextField
      value={field.value}
      onChange={(event) =>
        field.setValue(transform ? transform(event.target.value) : event.target.value)
      }
      onBlur={field.onBlur}
      error={field.error !== null}
      helperText={field.error ?? hint}
      fullWidth
      slotProps={{ htmlInput: { 'aria-required': true, inputMode, maxLength } }}
      {...props}
    />
  );
}
