import { isApiError } from './apiError';
import { describeError } from './errorCatalogue';

/**
 * What a form says inline, instead of a toast, about a failed call (the sign-in and password
 * pages): the server's words, else spec §8's.
 */
export function inlineErrorText(error: unknown): string {
  if (isApiError(error) && error.status !== 0 && error.messagePublic) return error.messagePublic;
  return describeError(error).toast.detail;
}
