import type { FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from '@/ui/Form';
import MultiSelect, { type MultiOption } from './MultiSelect';

type Id = string | number;

interface FormMultiSelectProps<T extends FieldValues> extends FormFieldProps<T> {
  label: string;
  options: readonly MultiOption<Id>[];
}

/** The chosen ids read as one text: `required` asks for one at least. */
const idsOf = (ids: readonly Id[] | undefined) => (ids ?? []).join(',');

/** The post form's several-choice list driven by the form (see `useFormField`): it stores the ids. */
export default function FormMultiSelect<T extends FieldValues>({
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
