import type { HTMLAttributes } from 'react';
import type { Field } from '@/lib/validation';
import OutlinedTextInput, { type OutlinedTextInputProps } from './OutlinedTextInput';

type FormTextFieldProps = {
  field: Field;
  hint?: string;
  /** Rewrites what the user types, e.g. keeping only digits. */
  transform?: (value: string) => string;
  /** Virtual keyboard on phones. @default 'text' */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
} & Pick<OutlinedTextInputProps, 'label' | 'autoComplete' | 'name' | 'autoFocus' | 'type'>;

/** A required text input bound to a `useField` field: shows its first error once touched (spec §5). */
export default function FormTextField({ field, transform, ...props }: FormTextFieldProps) {
  return (
    <OutlinedTextInput
      value={field.value}
      onChange={(value) => field.setValue(transform ? transform(value) : value)}
      onBlur={field.onBlur}
      error={field.error}
      {...props}
    />
  );
}
