import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { firstError, required as requiredRule } from '@/lib/validation';
import type { FieldRules } from './validateWith';

type TextValues = Record<string, string>;

/** What a set of fields shared by several forms needs of the form (a field set's `form` prop). */
export interface PlainFieldBinder<T extends TextValues> {
  field: (name: keyof T & string, options?: PlainFieldOptions<T>) => PlainFieldProps;
}

/** A field's rules, as the `src/ui/Form` wrappers take them. */
export interface PlainFieldOptions<T extends TextValues> {
  /** true: spec §5's 'El campo es requerido.'; a text: that wording instead. @default false */
  required?: boolean | string;
  /** spec §5 validators, or a function of the form's values. @default [] */
  rules?: FieldRules<T>;
  /** Rewrites what was typed before it is stored (e.g. digits only). */
  parse?: (value: string) => string;
}

/** What a field of the library (`src/ui/TextField`) takes to be driven by the form. */
export interface PlainFieldProps {
  name: string;
  value: string;
  required: boolean;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

const messageOf = <T extends TextValues>(
  value: string,
  values: T,
  { required = false, rules = [] }: PlainFieldOptions<T>,
) => {
  const list = typeof rules === 'function' ? rules(values) : rules;
  const validators = required
    ? [requiredRule(required === true ? undefined : required), ...list]
    : list;
  return firstError(value, validators);
};

/**
 * A form of text fields without a form library, for the public entry pages (/login,
 * /restablecer-clave, /nueva-clave; issue 57), where react-hook-form alone was 13 KB of the
 * sign-in budget. It keeps `useCampusForm`'s rules: a message shows once its field was left or the
 * form submitted, then follows every keystroke; a submit with wrong fields focuses the first; a
 * server's message under a field (`setError`, as `applyServerErrors` calls it) stays until that
 * field changes. `field(name, options)` registers the field's rules as it renders, in order, like
 * react-hook-form's `register`, and answers the props to spread on the library's TextField.
 */
export function usePlainForm<T extends TextValues>(defaultValues: T) {
  const [values, setValues] = useState(defaultValues);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Written as fields render: each field's rules, in the order the fields appear, and its input.
  const options = useRef(new Map<keyof T, PlainFieldOptions<T>>());
  const inputs = useRef(new Map<keyof T, HTMLInputElement>());
  const inputRefs = useRef(new Map<keyof T, (element: HTMLInputElement | null) => void>());

  const setError = useCallback<UseFormSetError<T>>((name, { message }: ErrorOption, focus) => {
    setServerErrors((current) => ({ ...current, [name]: message ?? '' }));
    if (focus?.shouldFocus) inputs.current.get(name)?.focus();
  }, []);

  const handleSubmit = (send: (values: T) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    // A new try is checked by the rules again; the server speaks anew if it still refuses.
    setServerErrors({});
    const wrong = [...options.current].find(
      ([name, rules]) => messageOf(values[name] ?? '', values, rules) !== null,
    );
    if (wrong) {
      inputs.current.get(wrong[0])?.focus();
      return;
    }
    await send(values);
  };

  // One callback per field for the whole life of the form: a new one each render would make React
  // detach and attach the input every time.
  const inputRef = (name: keyof T) => {
    let ref = inputRefs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      };
      inputRefs.current.set(name, ref);
    }
    return ref;
  };

  const field = (name: keyof T & string, fieldOptions: PlainFieldOptions<T> = {}) => {
    options.current.set(name, fieldOptions);
    const value = values[name] ?? '';
    const shown = submitted || Boolean(touched[name]);
    return {
      name,
      value,
      required: Boolean(fieldOptions.required),
      error: serverErrors[name] ?? (shown ? messageOf(value, values, fieldOptions) : null),
      onChange: (next: string) => {
        const parsed = fieldOptions.parse ? fieldOptions.parse(next) : next;
        setValues((current) => ({ ...current, [name]: parsed }));
        setServerErrors(({ [name]: _dropped, ...rest }) => rest as typeof serverErrors);
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      inputRef: inputRef(name),
    } satisfies PlainFieldProps;
  };

  return { values, getValues: () => values, setError, handleSubmit, field };
}
