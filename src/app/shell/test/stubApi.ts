import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  path: string;
  query: Record<string, string>;
}

type Reply =
  { status?: number; body: unknown } | ((call: StubbedCall) => { status?: number; body: unknown });

/**
 * Answers `fetch` from a table of API paths (query string ignored), like the demo API would;
 * anything else is a 404. Returns the calls made, to assert on.
 */
export function stubApi(routes: Record<string, Reply>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://campus.test');
    const path = url.pathname.replace(/^\/api\/(main|notifications)/, '');
    const call = {
      method: init?.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
    };
    calls.push(call);
    const route = routes[path];
    const reply =
      typeof route === 'function'
        ? route(call)
        : (route ?? { status: 404, body: { messagePublic: 'No encontrado' } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** The `{ results }` envelope every API response carries (spec §7). */
export const ok = (results: unknown) => ({ body: { results } });
