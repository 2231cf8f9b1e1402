import type { FieldValues } from 'react-hook-form';
import { Select, type SelectOption, type SelectProps, type SelectValue } from '@/ui/Select';
import { useFormField, type FormFieldProps } from './useFormField';

type OwnProps = 'value' | 'defaultValue' | 'onChange' | 'error' | 'showErrors' | 'required';

export interface FormSelectProps<T extends FieldValues>
  extends Omit<SelectProps, OwnProps>, FormFieldProps<T> {
  /** Also told the choice, after the form stored its id (to clear a field that depends on it). */
  onChange?: (value: SelectValue, option: SelectOption | null) => void;
}

/** The library's select driven by a campus form: it stores the chosen option's id, or null. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  onChange,
  ...props
}: FormSelectProps<T>) {
  const { field, error } = useFormField({ control, name, rules, required, deps, showErrors });
  return (
    <Select
      {...props}
      required={Boolean(required)}
      value={(field.value as SelectValue | undefined) ?? null}
      onChange={(value, option) => {
        field.onChange(value);
        onChange?.(value, option);
      }}
      error={error}
    />
  );
}
