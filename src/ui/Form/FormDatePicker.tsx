import type { FieldValues } from 'react-hook-form';
import type { DateInput } from '@/lib/dates';
import { DatePicker, type DatePickerProps } from '@/ui/DatePicker';
import { useFormField, type FormFieldProps } from './useFormField';

export interface FormDatePickerProps<T extends FieldValues>
  extends Omit<DatePickerProps, 'value' | 'onChange'>, FormFieldProps<T> {}

/**
 * The library's date and time picker driven by a campus form: it stores the confirmed moment as
 * an ISO instant, or null; the message takes the hint's place under the field.
 */
export function FormDatePicker<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  helperText,
  ...props
}: FormDatePickerProps<T>) {
  const { field, error } = useFormField({ control, name, rules, required, deps, showErrors });
  return (
    <DatePicker
      {...props}
      value={(field.value as DateInput | null | undefined) ?? null}
      onChange={(moment) => field.onChange(moment.toISOString())}
      helperText={error ?? helperText}
    />
  );
}
