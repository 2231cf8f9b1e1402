// @vitest-environment node
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sendError } from './errorHandler.ts';
import { demoLogger, demoServerOptions } from './serverOptions.ts';

describe('an unexpected error', () => {
  it('answers the Spanish 500 and logs it as one JSON line under the answer’s request id, no secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, next) {
        lines.push(String(chunk));
        next();
      },
    });
    const app = Fastify({ ...demoServerOptions, logger: { ...demoLogger('warn'), stream } });
    app.setErrorHandler(sendError);
    app.post('/falla', () => {
      throw new Error('SQLITE_ERROR: datatype mismatch');
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    const response = await app.inject({
      method: 'POST',
      url: '/falla',
      headers: { authorization: 'Bearer secreto.del.token' },
      payload: { clave: 'Campus2026' },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      results: null,
      message: 'Internal error',
      messagePublic: 'Ocurrió un error en el servidor, por favor intente más tarde',
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = logged.find((line) => line.msg === 'Demo API error');
    expect(entry).toMatchObject({
      level: 50,
      requestId: response.headers['x-request-id'],
      method: 'POST',
      url: '/falla',
      err: { message: 'SQLITE_ERROR: datatype mismatch' },
    });
    expect(lines.join('\n')).not.toMatch(/secreto|Campus2026/);
  });
});
