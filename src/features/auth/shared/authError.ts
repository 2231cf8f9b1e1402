import { describeError, isApiError } from '@/lib/http';

/** What an auth page says inline about a failed call: the server's words, else spec §8's. */
export function authErrorText(error: unknown): string {
  if (isApiError(error) && error.status !== 0 && error.messagePublic) return error.messagePublic;
  return describeError(error).toast.detail;
}
