import { onTestFinished, vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** Answers one request; may be async to hold the response (e.g. to observe a pending state). */
export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces `fetch` at the network boundary. Routes are keyed 'METHOD /path' (query string ignored);
 * an unexpected request throws so the test shows it. Returns the mock to inspect the calls.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    requests.push(request);
    const handler = routes[`${method} ${url.split('?')[0]}`];
    if (!handler) throw new Error(`Unmocked request: ${method} ${url}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { fetchMock, requests };
}

/** A promise to hand out from a handler and settle later, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
