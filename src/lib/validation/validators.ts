import { VALIDATION_MESSAGES as M } from './messages';

/** Answers the error message for a value, or null when it is valid. */
export type Validator = (value: string) => string | null;

export const isBlank = (value: string) => value.trim() === '';

// Every rule but `required` accepts an empty value: emptiness is `required`'s business. Format and
// value rules live in their own modules, so a page with only required and length rules (the
// sign-in pages, 170 KB budget) does not download the rest.
export const rule =
  (isValid: (value: string) => boolean, message: string): Validator =>
  (value) =>
    isBlank(value) || isValid(value) ? null : message;

/** spec §5's 'El campo es requerido.', or a screen's own wording of it. */
export const required =
  (message: string = M.required): Validator =>
  (value) =>
    isBlank(value) ? message : null;

export const minLength = (min: number): Validator =>
  rule((value) => value.length >= min, M.minLength(min));

export const maxLength = (max: number): Validator =>
  rule((value) => value.length <= max, M.maxLength);

export const equalTo =
  (other: string): Validator =>
  (value) =>
    isBlank(value) || value === other ? null : M.equalTo;

/** spec §5: only the first failing rule's message is shown. */
export function firstError(value: string, validators: readonly Validator[]): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}
