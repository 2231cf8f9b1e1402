import type { FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '@/ui/TextArea';
import { useFormField, type FormFieldProps } from './useFormField';

// The length rules are the form's (`rules`); `maxLength` still bounds the typing and the counter.
type OwnProps = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'minLength';

export interface FormTextAreaProps<T extends FieldValues>
  extends Omit<TextAreaProps, OwnProps | 'required' | 'showErrors'>, FormFieldProps<T> {}

/** The library's text area driven by a campus form (see `useFormField`). */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  ...props
}: FormTextAreaProps<T>) {
  const { field, error } = useFormField({ control, name, rules, required, deps, showErrors });
  return (
    <TextArea
      {...props}
      name={name}
      required={Boolean(required)}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
