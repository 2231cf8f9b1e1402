import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Field } from '@/lib/validation';

type FormTextFieldProps = {
  field: Field;
  hint?: string;
  /** Rewrites what the user types, e.g. keeping only digits. */
  transform?: (value: string) => string;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/** A text input bound to a `useField` field: shows its first error once touched (spec §5). */
export default function FormTextField({ field, hint, transform, ...props }: FormTextFieldProps) {
  return (
    <TextField
      value={field.value}
      onChange={(event) =>
        field.setValue(transform ? transform(event.target.value) : event.target.value)
      }
      onBlur={field.onBlur}
      error={field.error !== null}
      helperText={field.error ?? hint}
      required
      fullWidth
      {...props}
    />
  );
}
