import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { validateWith, type FieldRules } from '@/lib/forms';

/** What every form wrapper takes besides its input's own props. */
export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** spec §5 validators of `@/lib/validation`, or a function of the form's values. @default [] */
  rules?: FieldRules<T>;
  /**
   * Asks for a value before any rule, and marks the input as required where it can show it: true
   * says spec §5's 'El campo es requerido.', a text says that instead. @default false
   */
  required?: boolean | string;
  /** Fields whose rules read this one (a confirmation): checked again when this one changes. */
  deps?: Path<T>[];
  /**
   * Shows the message as soon as the form has one, without waiting for a touch or a submit: a
   * form that checks as the user goes, a step checked before the next. @default false
   */
  showErrors?: boolean;
}

/**
 * Binds one input to a campus form: its rules become the form's and its message follows spec §5's
 * one rule for when an error shows. `asText` says how a value that is not text (a list of files,
 * of ids) reads for the validators; by default as `validateWith` reads it.
 */
export function useFormField<T extends FieldValues, V = unknown>(
  { control, name, rules, required = false, deps, showErrors = false }: FormFieldProps<T>,
  asText?: (value: V) => string,
) {
  const validate = validateWith(rules, required);
  const { field, fieldState, formState } = useController({
    control,
    name,
    rules: {
      validate: (value, values) => validate(asText ? asText(value as V) : value, values),
      deps,
    },
  });
  // spec §5: a field speaks once touched or after a submit, not when another field's change (deps)
  // checks it first; a form that checks as the user goes says so with `showErrors`.
  const shown = showErrors || fieldState.isTouched || formState.isSubmitted;
  return { field, error: shown ? (fieldState.error?.message ?? null) : null };
}
