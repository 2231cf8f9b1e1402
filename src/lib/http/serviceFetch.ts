import { credentialOperations } from '@generated/credentialOperations';
import { getRuntimeConfig, type ServiceName } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { ApiError } from './apiError';
import { readBody } from './readBody';
import { endExpiredSession } from './sessionExpiry';
import type { UploadProgress } from './uploadWithProgress';

/** The error type orval's hooks declare: every failure is an ApiError. */
export type ErrorType<E> = ApiError<E>;

/** What a generated call (or an adapter) may pass besides fetch's own options. */
export interface ServiceRequestInit extends RequestInit {
  /** Reports a multipart upload's progress; cancel it with `signal`. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** A whole answer: adapters read its headers (Content-Range totals for react-admin). */
export interface ServiceResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

/**
 * What the signed-in shell adds to every call, set by it so that the sign-in page's bundle carries
 * none of it: the answers the boot script already asked for (src/app/shell/bootAnswers.ts), and
 * the offline state (src/lib/offline), told of each answer and asked what to say when none came.
 */
export interface ShellNetwork {
  /** Takes, once, an answer the boot script asked for a GET of `url` with `token`. */
  early(url: string, token: string | null): Promise<Response> | undefined;
  answered(headers: Headers): void;
  /** The text to show for a call that got no answer, or null for the network error's own. */
  unreachable(method: string): string | null;
}

let shell: ShellNetwork | null = null;

export function setShellNetwork(network: ShellNetwork): void {
  shell = network;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A path the service answered with (e.g. a post's image), as a URL the browser can load. */
export const serviceUrl = (service: ServiceName, path: string) =>
  joinUrl(getRuntimeConfig().api[service], path);

/** A person's photo as the main API gives it (relative, or none) for an `<img>` or Avatar. */
export const photoUrl = (path: string | null | undefined) =>
  path ? serviceUrl('main', path) : undefined;

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** `x-campus-credentials` operations: there a 401 is a wrong password, not an expired session. */
function isCredentialOperation(service: ServiceName, method: string, url: string): boolean {
  const path = `/${url.split('?')[0]!.replace(/^\/+/, '')}`;
  const marked: readonly string[] = credentialOperations[service];
  return marked.includes(`${method.toUpperCase()} ${path}`);
}

/**
 * The app's one way to call an API: base URL from the runtime config, bearer token, the body
 * read by its content type, and every failure an ApiError (401 -> session expired, spec §4).
 */
export async function serviceRequest<T>(
  service: ServiceName,
  url: string,
  { onUploadProgress, ...options }: ServiceRequestInit = {},
): Promise<ServiceResponse<T>> {
  const { token } = sessionStore.getState();
  const headers = new Headers(options.headers);
  // JSON first; downloads (PDF receipts, CSV exports, images) are accepted too.
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, */*;q=0.1');
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const target = joinUrl(getRuntimeConfig().api[service], url);

  let response: Response;
  let body: unknown;
  try {
    // Only an upload needs the XMLHttpRequest path: loaded then, not with every page's first request.
    // A first screen's GET may have been asked already by the boot script, with this same token.
    const early = (options.method ?? 'GET') === 'GET' ? shell?.early(target, token) : undefined;
    response = onUploadProgress
      ? await import('./uploadWithProgress').then(({ uploadWithProgress }) =>
          uploadWithProgress(target, { ...options, headers }, onUploadProgress),
        )
      : await (early ?? fetch(target, { ...options, headers }));
    shell?.answered(response.headers);
    body = await readBody(response);
  } catch (error) {
    // Cancelled queries and uploads are the caller's business, not a failure to report.
    if (isAbort(error, options.signal)) throw error;
    const explained = shell?.unreachable(options.method ?? 'GET');
    throw explained ? new ApiError<never>(0, null, explained) : ApiError.network(error);
  }

  if (!response.ok) {
    const method = options.method ?? 'GET';
    if (response.status === 401 && token && !isCredentialOperation(service, method, url)) {
      endExpiredSession(token);
    }
    throw new ApiError(response.status, body);
  }
  return { status: response.status, headers: response.headers, data: body as T };
}

/** The orval mutator for one service: the answer's body (JSON envelope, or a File download). */
function createServiceFetch(service: ServiceName) {
  return async <T>(url: string, options: ServiceRequestInit = {}): Promise<T> =>
    (await serviceRequest<T>(service, url, options)).data;
}

export const mainFetch = createServiceFetch('main');
export const notificationsFetch = createServiceFetch('notifications');
export const supportDeskFetch = createServiceFetch('supportDesk');
export const chatbotFetch = createServiceFetch('chatbot');
