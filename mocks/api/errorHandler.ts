import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound } from './errors.ts';
import { texts } from './texts.ts';

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
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

/** Every error leaves as the spec's envelope; 5xx details stay in the log, never in the body. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error);
  if (!apiError) {
    request.log.error({ err: error }, 'Unhandled error in the demo API');
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
