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
 * still slowing another user's reads tenfold through that work. Nothing is counted here; the
 * handlers count the attempts that reach them.
 */
export function refuseFloodedAddresses(app: FastifyInstance, services: DemoServices): void {
  app.addHook('onRequest', async (request, reply) => {
    const seconds = earlyWait(services, request);
    if (seconds === 0) return;
    // Answered here rather than thrown: the error handler would first read the body to drop it.
    const refusal = floodedFrom(seconds);
    return reply.code(refusal.status).headers(refusal.headers).send(refusal.body);
  });
}
