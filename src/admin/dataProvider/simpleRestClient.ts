import type { fetchUtils } from 'react-admin';
import type { ServiceName } from '@/lib/config';
import { serviceRequest } from '@/lib/http';

/**
 * ra-data-simple-rest's HTTP client for one service, on the app's one fetch path (base URL from the runtime
 * config, bearer token, expired sessions, Spanish errors): react-admin shows an ApiError's
 * message, which is the API's messagePublic.
 */
export const restClientFor =
  (service: ServiceName) =>
  async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    if (options.body === undefined) {
      // ra-data-simple-rest labels its bodyless DELETE text/plain (a CORS habit): a same-origin
      // API rightly refuses a body type it does not take, so a request without a body has none.
      headers.delete('Content-Type');
    } else if (!headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const {
      status,
      headers: answered,
      data,
    } = await serviceRequest<unknown>(service, url, {
      method: options.method,
      body: options.body as BodyInit | undefined,
      signal: options.signal,
      headers,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin types json as any
    const json = data as any;
    return { status, headers: answered, body: JSON.stringify(data), json };
  };

/** The main API's: the admin resources the spec does not shape live there. */
export const simpleRestClient = restClientFor('main');
