import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/http';

/**
 * Puts a 400's `errors` (field -> messages, spec §7) under the matching fields, first message
 * each, and focuses the first. Answers whether any field took a message: when none did, the
 * caller shows the answer's `messagePublic` (or the spec §8 notice) itself.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: { getValues: () => object; setError: UseFormSetError<T> },
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  const fields = new Set(Object.keys(form.getValues()));
  let applied = 0;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!fields.has(field) || !message) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied > 0;
}
