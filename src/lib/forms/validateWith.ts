import { firstError, required as requiredRule, type Validator } from '@/lib/validation';

/** Field rules: a list, or a list built from the form's values (equalTo another field). */
export type FieldRules<T> = readonly Validator[] | ((values: T) => readonly Validator[]);

/**
 * The spec §5 validators as a react-hook-form `validate`: the first failing rule's Spanish
 * message, or true. `required` asks for a value before any rule: true with spec §5's 'El campo es
 * requerido.', a text with that wording instead.
 */
export function validateWith<T>(rules: FieldRules<T> = [], required: boolean | string = false) {
  return (value: unknown, values: T): string | true => {
    const list = typeof rules === 'function' ? rules(values) : rules;
    const validators = required
      ? [requiredRule(required === true ? undefined : required), ...list]
      : list;
    return firstError(typeof value === 'string' ? value : String(value ?? ''), validators) ?? true;
  };
}
