import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { validateWith, type FieldRules } from '@/lib/forms';

type OwnProps = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'rules' | 'error' | 'name';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<TextFieldProps, OwnProps> {
  control: Control<T>;
  name: Path<T>;
  /** spec §5 validators of `@/lib/validation`, or a function of the form's values. */
  rules?: FieldRules<T>;
  /** Rewrites what was typed before it is stored (e.g. digits only). */
  parse?: (value: string) => string;
  /** Fields whose rules read this one (a confirmation): checked again when this one changes. */
  deps?: Path<T>[];
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
  parse,
  deps,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState, formState } = useController({
    control,
    name,
    rules: { validate: validateWith(rules, required), deps },
  });
  return (
    <TextField
      {...props}
      name={name}
      required={required}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(parse ? parse(value) : value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      // spec §5: a field speaks once touched or after a submit, even when another field's change
      // (deps) already checked it.
      error={
        fieldState.isTouched || formState.isSubmitted ? (fieldState.error?.message ?? null) : null
      }
    />
  );
}
