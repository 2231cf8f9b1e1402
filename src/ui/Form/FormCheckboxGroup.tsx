import type { FieldValues } from 'react-hook-form';
import { CheckboxGroup, type CheckboxGroupProps } from '@/ui/Checkbox';
import { useFormField, type FormFieldProps } from './useFormField';

type OwnProps = 'value' | 'onChange' | 'error' | 'touched' | 'required' | 'name';

export interface FormCheckboxGroupProps<T extends FieldValues>
  extends Omit<CheckboxGroupProps, OwnProps>, FormFieldProps<T> {
  /** Also told the ticked ids, after the form stored them. @default undefined */
  onChange?: (value: string[]) => void;
}

/** The ticked ids read as one text: `required` asks for one at least. */
const idsOf = (ids: readonly string[] | undefined) => (ids ?? []).join(',');

/** The library's checkbox group driven by a campus form: it stores the ticked ids. */
export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  onChange,
  ...props
}: FormCheckboxGroupProps<T>) {
  const { field, error } = useFormField(
    { control, name, rules, required, deps, showErrors },
    idsOf,
  );
  return (
    <CheckboxGroup
      {...props}
      name={name}
      required={Boolean(required)}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={(ids) => {
        field.onChange(ids);
        onChange?.(ids);
      }}
      error={error}
    />
  );
}
