import { http, HttpResponse } from 'msw';
import { apiServer } from './apiServer';

export interface MockRequest {
  method: string;
  /** Path and query, as the app asked for it: '/api/main/menu/listar?x=1'. */
  url: string;
  headers: Headers;
  body: unknown;
}

/**
 * Answers one request; may be async to hold the response (e.g. to observe a pending state), or
 * throw to fail it as a network error.
 */
export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function readBody(request: Request): Promise<unknown> {
  if (request.body === null) return null;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Answers the app's requests from a table keyed 'METHOD /path' (query string ignored), through
 * the MSW server; an unexpected request fails as a network error and is reported. Returns the
 * requests made, to inspect.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const method = request.method.toUpperCase();
      const mock: MockRequest = {
        method,
        url: `${pathname}${search}`,
        headers: request.headers,
        body: await readBody(request.clone()),
      };
      requests.push(mock);
      const handler = routes[`${method} ${pathname}`];
      if (!handler) {
        console.error(`Unmocked request: ${method} ${pathname}${search}`);
        return HttpResponse.error();
      }
      try {
        return await handler(mock);
      } catch {
        // A handler that throws stands for a request that never got an answer.
        return HttpResponse.error();
      }
    }),
  );
  return { requests };
}

/** A promise to hand out from a handler and settle later, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
