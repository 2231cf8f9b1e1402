import type { Field } from '@/lib/validation';

/** Hands a `useField` form field to TextField: its value, touch and message come from the form. */
export const bindField = (field: Field) => ({
  value: field.value,
  onChange: field.setValue,
  onBlur: field.onBlur,
  error: field.error,
});
