import { http, HttpResponse } from 'msw';
import { apiServer } from '@/test/apiServer';

export interface StubbedCall {
  method: string;
  path: string;
  query: Record<string, string>;
}

type Reply =
  { status?: number; body: unknown } | ((call: StubbedCall) => { status?: number; body: unknown });

/**
 * Answers the API from a table of paths (query string ignored, service prefix dropped), like the
 * demo API would, through the MSW server; anything else is a 404. Returns the calls made.
 */
export function stubApi(routes: Record<string, Reply>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  apiServer.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      const call = {
        method: request.method,
        path: url.pathname.replace(/^\/api\/(main|notifications)/, ''),
        query: Object.fromEntries(url.searchParams),
      };
      calls.push(call);
      const route = routes[call.path];
      const reply =
        typeof route === 'function'
          ? route(call)
          : (route ?? { status: 404, body: { messagePublic: 'No encontrado' } });
      return HttpResponse.json(reply.body as never, { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

/** The `{ results }` envelope every API response carries (spec §7). */
export const ok = (results: unknown) => ({ body: { results } });
