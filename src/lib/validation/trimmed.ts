import type { Validator } from './validators';

// A module of its own: the sign-in pages load validators.ts, and this rule is only the forms'.

/** `validator` on the value once trimmed: the demo API counts a text's length after trimming it. */
export const trimmed =
  (validator: Validator): Validator =>
  (value) =>
    validator(value.trim());
