// @vitest-environment node
// What the demo API answers to requests that never reach an operation's handler: bodies too large
// or too deep, headers too large. Over a real socket: only there does a dropped connection show.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/testApi.ts';

let api: TestApi;
let port: number;

beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => api.app.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes a whole request as a plain client does (no `Expect: 100-continue`), then reads. */
function rawRequest(head: string, body: Buffer = Buffer.alloc(0)): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', answer = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body: answer });
    });
    socket.write(head);
    socket.end(body);
  });
}

const post = (path: string, body: Buffer, extraHeaders = '') =>
  rawRequest(
    `POST ${path} HTTP/1.1\r\nHost: campus\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n${extraHeaders}\r\n`,
    body,
  );

describe('answers that come before any handler', () => {
  it.each([
    ['5 MB', 5_000_000],
    ['50 MB', 50_000_000],
  ])('answers a %s JSON body with the Spanish 413, read to the end', async (_size, bytes) => {
    const body = Buffer.alloc(bytes, 'a');
    for (const path of ['/api/main/auth/login', '/api/main/publicacion']) {
      const answer = await post(path, body);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).messagePublic).toBe(
        'El contenido enviado excede el tamaño permitido.',
      );
    }
  });

  it('answers a body that grows past the limit without a length (chunked) with the 413', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const chunks = Array.from({ length: 40 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    const answer = await rawRequest(
      'POST /api/main/auth/login HTTP/1.1\r\nHost: campus\r\nConnection: close\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      Buffer.concat([...chunks, Buffer.from('0\r\n\r\n')]),
    );
    expect(answer.status).toBe(413);
  });

  it('refuses JSON nested deeper than the contract ever goes as unreadable, not with a 500', async () => {
    for (const body of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      '{"usuario":'.repeat(50_000) + '1' + '}'.repeat(50_000),
    ]) {
      const answer = await post('/api/main/auth/login', Buffer.from(body));
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).messagePublic).toBe(
        'El contenido enviado no es un JSON válido.',
      );
    }
    // As deep as a real body goes still reads.
    const nested = `{"usuario":"alumno","clave":"x","extra":${'['.repeat(30)}${']'.repeat(30)}}`;
    expect((await post('/api/main/auth/login', Buffer.from(nested))).status).toBe(400);
  });

  it('answers headers or a query string too large for Node in Spanish JSON', async () => {
    const answers = await Promise.all([
      rawRequest(
        `GET /api/main/admin/parametro?busqueda=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: campus\r\n\r\n`,
      ),
      rawRequest(
        `GET /api/main/menu HTTP/1.1\r\nHost: campus\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(431);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(answer.body).messagePublic).toBe(
        'La dirección o las cabeceras de la solicitud son demasiado largas.',
      );
    }
  });

  it("answers a path parameter past the router's length in Spanish JSON, and one at it by its schema", async () => {
    const past = await api.app.inject({ url: `/api/main/redireccion/pagos/${'a'.repeat(101)}` });
    expect(past.statusCode).toBe(414);
    expect(past.json()).toEqual({
      results: null,
      message: 'FST_ERR_MAX_PARAM_LENGTH',
      messagePublic: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
    });
    const at = await api.app.inject({ url: `/api/main/redireccion/pagos/${'a'.repeat(100)}` });
    expect(at.statusCode).toBe(400);
    expect(at.json().messagePublic).toBe('No cumple con el formato.');
  });

  it('gives every answer its request id, never the one a caller sends', async () => {
    const first = await api.app.inject({ url: '/api/main/nada', headers: { 'request-id': 'x' } });
    const second = await api.app.inject({ url: '/api/main/nada' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
