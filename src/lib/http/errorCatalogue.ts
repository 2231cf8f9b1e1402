import type { ToastOptions } from '@/lib/toast';
import { isApiError, type ValidationErrors } from './apiError';
import { HTTP_TEXTS } from './texts';

/** What the spec §8 catalogue does with one failure. */
export interface ErrorNotice {
  toast: ToastOptions;
  /** Non-HTTP failures are also kept in the local 'errors' key. */
  storeLocally: boolean;
}

const FIVE_SECONDS = 5000;
const THREE_SECONDS = 3000;

export function firstValidationMessage(errors: ValidationErrors | null): string | null {
  for (const messages of Object.values(errors ?? {})) {
    if (messages[0]) return messages[0];
  }
  return null;
}

/** The text of a failure that is not an HTTP answer, or 'Error sin mensaje'. */
export function errorText(error: unknown): string {
  if (typeof error === 'string' && error !== '') return error;
  if (error instanceof Error && error.message !== '') return error.message;
  return HTTP_TEXTS.noMessage;
}

function rawBody(body: unknown): string | null {
  if (body === null || body === undefined || body === '') return null;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export function describeError(error: unknown): ErrorNotice {
  if (!isApiError(error) || error.status === 0) {
    return {
      toast: { type: 'error', detail: errorText(error), life: FIVE_SECONDS },
      storeLocally: true,
    };
  }
  if (error.status === 400) {
    const detail =
      firstValidationMessage(error.errors) ??
      error.messagePublic ??
      rawBody(error.body) ??
      HTTP_TEXTS.noMessage;
    return {
      toast: { type: 'warning', detail, life: FIVE_SECONDS, position: 'top-center' },
      storeLocally: false,
    };
  }
  if (error.status === 404) {
    return {
      toast: { type: 'warning', detail: HTTP_TEXTS.notFound, life: FIVE_SECONDS },
      storeLocally: false,
    };
  }
  if (error.status >= 500) {
    return {
      toast: { type: 'error', detail: HTTP_TEXTS.serverError, life: FIVE_SECONDS },
      storeLocally: false,
    };
  }
  return {
    toast: { type: 'error', detail: HTTP_TEXTS.otherStatus, life: THREE_SECONDS },
    storeLocally: false,
  };
}

/** The server's public message, or the spec §8 default. */
export function successMessage(body?: { messagePublic?: string | null } | null): string {
  return body?.messagePublic || HTTP_TEXTS.success;
}
