import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/http';

/**
 * Puts a 400's `errors` (field -> messages, spec §7) under the matching fields, first message
 * each, and focuses the first. Answers whether any field took a message: when none did, the
 * caller shows the answer's `messagePublic` (or the spec §8 notice) itself. A form that sends its
 * values inside an object of the body (`{ contacto: values }`) names it as `within`: the answer's
 * `contacto.celular` is then the form's `celular`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: { getValues: () => object; setError: UseFormSetError<T> },
  within?: string,
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  const fields = new Set(Object.keys(form.getValues()));
  const prefix = within ? `${within}.` : '';
  let applied = 0;
  for (const [key, messages] of Object.entries(error.errors)) {
    if (!key.startsWith(prefix)) continue;
    const field = key.slice(prefix.length);
    const message = messages[0];
    if (!fields.has(field) || !message) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied > 0;
}
