import type { FieldValues } from 'react-hook-form';
import { Radio, type RadioProps } from '@/ui/Radio';
import { FieldMessage } from './FieldMessage';
import { useFormField, type FormFieldProps } from './useFormField';

type OwnProps = 'value' | 'defaultValue' | 'onChange' | 'name';

export interface FormRadioProps<T extends FieldValues>
  extends Omit<RadioProps, OwnProps>, FormFieldProps<T> {}

/** The library's radio group driven by a campus form: it stores the chosen option's id, or null. */
export function FormRadio<T extends FieldValues>({
  control,
  name,
  rules,
  required = false,
  deps,
  showErrors,
  ...props
}: FormRadioProps<T>) {
  const { field, error } = useFormField({ control, name, rules, required, deps, showErrors });
  return (
    <FieldMessage message={error}>
      <Radio
        {...props}
        value={typeof field.value === 'string' ? field.value : null}
        onChange={(id) => field.onChange(id)}
      />
    </FieldMessage>
  );
}
