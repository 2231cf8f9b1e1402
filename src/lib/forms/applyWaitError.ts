import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/http';

/**
 * Puts a 429's `messagePublic` (the wait it names) under `field`, the one whose tries were
 * counted, and focuses it. Answers whether it did.
 */
export function applyWaitError<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T> },
  field: Path<T>,
): boolean {
  if (!isApiError(error) || error.status !== 429 || !error.messagePublic) return false;
  form.setError(field, { type: 'server', message: error.messagePublic }, { shouldFocus: true });
  return true;
}
