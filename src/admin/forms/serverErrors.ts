import type { ErrorSchema } from '@rjsf/utils';

/** A 400's `errors` (field -> messages), as react-admin's save answers them. */
export type FieldErrors = Record<string, string[]>;

export function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

/** The server's field errors as rjsf's extra errors, each under its own field. */
export const toErrorSchema = (errors: FieldErrors): ErrorSchema =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, { __errors: messages }]),
  ) as ErrorSchema;
