import {
  LogController,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { texts } from './texts.ts';

/** Spanish answers for what Node refuses before Fastify sees a request (header too large...). */
const CLIENT_ERRORS: Record<number, string> = {
  400: texts.validation.invalidValue,
  408: texts.genericError,
  431: texts.requestTooLarge,
};

function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({
    results: null,
    message: error.code ?? 'Bad request',
    messagePublic: CLIENT_ERRORS[status],
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * What the router refuses before any route or error handler sees it, answered like the API: a
 * path parameter past the router's length (414, as nginx answers a request line too long) or a
 * malformed URL (400).
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.code(tooLong ? 414 : 400).send({
    results: null,
    message: error.code,
    messagePublic: tooLong ? texts.requestTooLarge : texts.validation.invalidValue,
  });
}

/**
 * What every Fastify instance serving the demo API starts with: a request id of our own (never
 * the caller's, which could forge another request's trail) that the logs and the answer share, and
 * Spanish answers even for requests Node refuses before any route sees them.
 */
export const demoServerOptions = {
  genReqId: () => randomUUID(),
  requestIdHeader: false,
  // One line per request would drown the lines that matter (seeding, dev mails, errors).
  logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
  // The demo API's plugin migrates and seeds an empty database before it is ready: seconds on an
  // idle machine, and past Fastify's 10 s on a busy one (the unit step's global setup failed so).
  // The limit is there to catch a hang, which Playwright's and vitest's own limits catch too.
  pluginTimeout: 120_000,
} satisfies FastifyServerOptions;

/** Structured logs (JSON lines on stdout) that never carry a token or a password. */
export const demoLogger = (level: string) => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', '*.clave', '*.password', '*.token'],
    censor: '[oculto]',
  },
});
