import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { useFormField, type FormFieldProps } from './useFormField';

type OwnProps = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'rules' | 'error' | 'name';

export interface FormTextFieldProps<T extends FieldValues>
  extends Omit<TextFieldProps, OwnProps | 'required' | 'showErrors'>, FormFieldProps<T> {
  /** Rewrites what was typed before it is stored (e.g. digits only). */
  parse?: (value: string) => string;
}

/**
 * The library's text field driven by a react-hook-form form: its rules become the form's, and
 * its message (the first failing rule, or the server's) shows once touched or submitted.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  parse,
  ...props
}: FormTextFieldProps<T>) {
  const { field, error } = useFormField({ control, name, rules, required, deps, showErrors });
  return (
    <TextField
      {...props}
      name={name}
      required={Boolean(required)}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(parse ? parse(value) : value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
    />
  );
}
