import { HttpResponse } from 'msw';
import type { ServiceName } from '@/lib/config';
import { apiServer } from './apiServer';
import { testRuntimeConfig } from './runtimeConfig';

/**
 * A service's URL as the app calls it under the test runtime config, for MSW handlers:
 * `http.get(apiUrl('main', '/menu/listar'), () => ok(menu))`.
 */
export const apiUrl = (service: ServiceName, path: string) =>
  `${testRuntimeConfig.api[service]}${path}`;

/** The `{ results }` envelope every API answer carries (spec §7). */
export const ok = (results: unknown, init?: ResponseInit) =>
  HttpResponse.json({ results } as never, init);

/** The envelope of a refused request (spec §7): what users read is `messagePublic`. */
export const failure = (status: number, messagePublic: string | null = null) =>
  HttpResponse.json({ results: null, messagePublic } as never, { status });

export interface RecordedRequest {
  method: string;
  service: ServiceName | undefined;
  /** The path within its service: '/menu/listar'. */
  path: string;
  query: Record<string, string>;
  /** A copy to read the body from. */
  request: Request;
}

function serviceOf(pathname: string): [ServiceName | undefined, string] {
  for (const [service, base] of Object.entries(testRuntimeConfig.api)) {
    if (pathname.startsWith(`${base}/`)) {
      return [service as ServiceName, pathname.slice(base.length)];
    }
  }
  return [undefined, pathname];
}

/** Every request the app makes from now on, handled or not (listening ends with the test). */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const [service, path] = serviceOf(url.pathname);
    requests.push({
      method: request.method,
      service,
      path,
      query: Object.fromEntries(url.searchParams),
      request: request.clone(),
    });
  });
  return requests;
}
