import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '@/ui/Checkbox';
import { FieldMessage } from './FieldMessage';
import { useFormField, type FormFieldProps } from './useFormField';

type OwnProps = 'checked' | 'defaultChecked' | 'onChange' | 'name' | 'value';

export interface FormCheckboxProps<T extends FieldValues>
  extends Omit<CheckboxProps, OwnProps>, Omit<FormFieldProps<T>, 'required'> {}

/** The library's checkbox driven by a campus form: it stores whether it is ticked. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  rules,
  deps,
  showErrors,
  ...props
}: FormCheckboxProps<T>) {
  const { field, error } = useFormField({ control, name, rules, deps, showErrors });
  return (
    <FieldMessage message={error}>
      <Checkbox
        {...props}
        name={name}
        checked={field.value === true}
        onChange={(ticked) => field.onChange(ticked)}
      />
    </FieldMessage>
  );
}
