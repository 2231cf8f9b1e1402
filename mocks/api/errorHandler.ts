import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { HashingBusyError } from '../security/hashingGate.ts';
import { ApiError, badRequest, notFound, tooManyRequests } from './errors.ts';
import { texts } from './texts.ts';

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof HashingBusyError)
    return tooManyRequests(1, texts.busySigningIn, 'Too many password checks waiting');
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  // Fastify's own request errors: unreadable JSON, wrong content type, body too large.
  if (status === 400)
    return badRequest({ body: [texts.validation.invalidJson] }, 'Malformed JSON body');
  if (status === 413) return new ApiError(413, 'Payload too large', texts.validation.tooLarge);
  if (status === 415)
    return new ApiError(415, 'Unsupported media type', texts.validation.unsupportedMediaType);
  return new ApiError(status, error.message, texts.genericError);
}

/** Past this many unread bytes an answered request's connection is simply closed. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops what is left of a request body answered early (too large, refused before its
 * upload was read). A client still sending when the connection closes gets EPIPE instead of the
 * answer; once it has sent everything, it reads the 413 or 401 it was given.
 */
function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    const done = () => {
      raw.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) done();
    };
    raw.on('data', count).once('end', done).once('close', done).once('error', done).resume();
  });
}

/**
 * Every error leaves as the spec's envelope; 5xx details go to the log under the request id the
 * answer carries (`x-request-id`, set for every answer by the plugin), never in the body.
 */
export async function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  await drainBody(request.raw);
  const apiError = toApiError(error);
  if (!apiError) {
    request.log.error(
      { err: error, method: request.method, url: request.routeOptions.url },
      'Demo API error',
    );
    return reply
      .code(500)
      .send({ results: null, message: 'Internal error', messagePublic: texts.serverError });
  }
  return reply.code(apiError.status).headers(apiError.headers).send(apiError.body);
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  const error = notFound();
  return reply.code(error.status).send(error.body);
}
