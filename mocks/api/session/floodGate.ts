import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DemoServices } from '../context.ts';
import { floodedFrom } from './refusals.ts';

/** The operations whose failures count against the client's address (signInGate.ts, auth.ts). */
const SIGN_IN = '/api/main/auth/login';
const RESET = '/api/main/auth/clave/restablecer';

/**
 * Seconds the request must wait because its address is over the failures limit, or 0. A sign-in
 * from a browser holding any valid device cookie goes on: whether the cookie is the user's is
 * known only from the body, and the handler's gate decides (a trusted browser is never held by
 * its address). A reset is held by its address whoever sends it, as its handler does.
 */
export function earlyWait(services: DemoServices, request: FastifyRequest): number {
  const route = request.routeOptions.url;
  if (request.method !== 'POST' || (route !== SIGN_IN && route !== RESET)) return 0;
  if (route === SIGN_IN && services.devices.knowsAny(request.headers.cookie)) return 0;
  return services.addressThrottle.retryAfterSeconds(request.ip);
}

/**
 * A flood from one address is answered in the earliest hook, before its body is read, parsed or
 * validated: issue 55 measured a 50-connection sign-in flood, almost all of it already refused,
 * still slowing another user's reads tenfold through that work. The refusal is written straight
 * to the socket (Fastify's reply, error and onSend machinery cost as much again per request under
 * a flood), so it carries the headers those hooks would add: `siteHeaders`, no-store and the
 * request id. Nothing is counted here; the handlers count the attempts that reach them.
 */
export function refuseFloodedAddresses(
  app: FastifyInstance,
  services: DemoServices,
  siteHeaders: Record<string, string>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const seconds = earlyWait(services, request);
    if (seconds === 0) return;
    const refusal = floodedFrom(seconds);
    const body = JSON.stringify(refusal.body);
    reply.hijack();
    reply.raw.writeHead(refusal.status, {
      ...siteHeaders,
      ...refusal.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-request-id': request.id,
    });
    reply.raw.end(body);
  });
}
