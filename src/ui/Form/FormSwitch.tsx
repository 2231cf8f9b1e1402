import type { FieldValues } from 'react-hook-form';
import { Switch, type SwitchProps } from '@/ui/Switch';
import { FieldMessage } from './FieldMessage';
import { useFormField, type FormFieldProps } from './useFormField';

type OwnProps = 'checked' | 'defaultChecked' | 'onChange' | 'name';

export interface FormSwitchProps<T extends FieldValues>
  extends Omit<SwitchProps, OwnProps>, Omit<FormFieldProps<T>, 'required'> {}

/**
 * The library's switch driven by a campus form: it stores whether it is on. Its rules usually
 * read other fields (at least one filter once turned on).
 */
export function FormSwitch<T extends FieldValues>({
  control,
  name,
  rules,
  deps,
  showErrors,
  ...props
}: FormSwitchProps<T>) {
  const { field, error } = useFormField({ control, name, rules, deps, showErrors });
  return (
    <FieldMessage message={error}>
      <Switch
        {...props}
        name={name}
        checked={field.value === true}
        onChange={(on) => field.onChange(on)}
      />
    </FieldMessage>
  );
}
