import type { FieldValues } from 'react-hook-form';
import { MultiSelect, type MultiOption } from '@/ui/MultiSelect';
import { useFormField, type FormFieldProps } from './useFormField';

type Id = string | number;

export interface FormMultiSelectProps<T extends FieldValues> extends FormFieldProps<T> {
  label: string;
  options: readonly MultiOption<Id>[];
}

/** The chosen ids read as one text: `required` asks for one at least. */
const idsOf = (ids: readonly Id[] | undefined) => (ids ?? []).join(',');

/** A several-choice list driven by the form (see `useFormField`): it stores the ids. */
export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  ...props
}: FormMultiSelectProps<T>) {
  const { field, error } = useFormField(
    { control, name, rules, required, deps, showErrors },
    idsOf,
  );
  return (
    <MultiSelect
      {...props}
      required={Boolean(required)}
      value={Array.isArray(field.value) ? (field.value as Id[]) : []}
      onChange={(ids) => field.onChange(ids)}
      error={error ?? undefined}
    />
  );
}
