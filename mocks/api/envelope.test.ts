// @vitest-environment node
import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../test/testApi.ts';
import { sendError } from './errorHandler.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

describe('error envelope', () => {
  it('answers unknown routes with 404 and the spec §8 message', async () => {
    const response = await api.app.inject('/api/main/no/existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      results: null,
      message: 'Not found',
      messagePublic: 'No se encontro la informacion solicitada.',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario": "alumno",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      results: null,
      messagePublic: 'El contenido enviado no es un JSON válido.',
      errors: { body: ['El contenido enviado no es un JSON válido.'] },
    });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario": "alumno", "clave": "x", "__proto__": {"isAdmin": true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'usuario=alumno',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().messagePublic).toBe('El tipo de contenido enviado no está soportado.');
  });

  it('asks to sign in without a token and reports an expired session otherwise', async () => {
    const missing = await api.app.inject('/api/main/menu/listar');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().messagePublic).toBe('Necesita iniciar sesión');
    const garbage = await api.app.inject({
      url: '/api/main/menu/listar',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().messagePublic).toBe('Sesión expirada');
  });

  it('refuses a validly signed token whose tip no longer matches the user in the database', async () => {
    const now = Math.floor(Date.UTC(2026, 8, 14, 15) / 1000);
    const token = await new SignJWT({ tip: 3, username: 'alumno', ida: 5001, idu: 1001, mat: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await api.app.inject({
      url: '/api/main/menu/listar',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().messagePublic).toBe('Sesión expirada');
  });

  it('hides the details of unexpected errors behind a 500', async () => {
    const app = Fastify();
    app.setErrorHandler(sendError);
    app.get('/boom', () => {
      throw new Error('SQLITE_CORRUPT at /secret/path');
    });
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      results: null,
      message: 'Internal error',
      messagePublic: 'Ocurrió un error en el servidor, por favor intente más tarde',
    });
  });

  it('never lets API responses be cached', async () => {
    const response = await api.call('alumno', { url: '/api/main/compania/datos' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('compression of JSON answers', () => {
  it('compresses a large answer for a client that accepts it, and leaves small ones alone', async () => {
    const menu = await api.call('alumno', {
      method: 'GET',
      url: '/api/main/admin/parametro/listar',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['content-encoding']).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(menu.rawPayload).toString()).results.total,
    ).toBeGreaterThan(0);

    const small = await api.call('alumno', {
      method: 'GET',
      url: '/api/notifications/notification/pending',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().results).toHaveProperty('totalPending');
  });

  it('answers plainly to a client that accepts no compression', async () => {
    const response = await api.call('alumno', {
      method: 'GET',
      url: '/api/main/admin/parametro/listar',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().results.total).toBeGreaterThan(0);
  });
});
