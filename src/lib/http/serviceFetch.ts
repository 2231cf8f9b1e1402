import { getRuntimeConfig, type ServiceName } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { ApiError } from './apiError';
import { endExpiredSession, isCredentialOperation } from './sessionExpiry';

/** The error type orval's hooks declare: every failure is an ApiError. */
export type ErrorType<E> = ApiError<E>;

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The orval mutator for one service: base URL from the runtime config, bearer token, JSON envelope. */
function createServiceFetch(service: ServiceName) {
  return async <T>(url: string, options: RequestInit = {}): Promise<T> => {
    const { token } = sessionStore.getState();
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

    let response: Response;
    let body: unknown;
    try {
      response = await fetch(joinUrl(getRuntimeConfig().api[service], url), {
        ...options,
        headers,
      });
      body = await readBody(response);
    } catch (error) {
      // Cancelled queries are react-query's business, not a failure to report.
      if (isAbort(error, options.signal)) throw error;
      throw ApiError.network(error);
    }

    if (!response.ok) {
      if (response.status === 401 && token && !isCredentialOperation(url)) endExpiredSession(token);
      throw new ApiError(response.status, body);
    }
    return body as T;
  };
}

export const mainFetch = createServiceFetch('main');
export const notificationsFetch = createServiceFetch('notifications');
export const supportDeskFetch = createServiceFetch('supportDesk');
export const chatbotFetch = createServiceFetch('chatbot');
