import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { sessionStore } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/mockFetch';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { ApiError } from './apiError';
import { mainFetch, notificationsFetch } from './serviceFetch';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('service mutators', () => {
  afterEach(() => setNavigator(null));

  it('joins the service base URL and returns the parsed envelope', async () => {
    const { requests } = mockFetch({
      'GET /api/main/menu/listar': () => jsonResponse({ results: [], messagePublic: 'ok' }),
      'GET /api/notifications/notification/pending': () =>
        jsonResponse({ results: { totalPending: 2 } }),
    });

    await expect(mainFetch('/menu/listar', { method: 'GET' })).resolves.toEqual({
      results: [],
      messagePublic: 'ok',
    });
    await expect(notificationsFetch('/notification/pending', { method: 'GET' })).resolves.toEqual({
      results: { totalPending: 2 },
    });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/main/menu/listar',
      '/api/notifications/notification/pending',
    ]);
  });

  it('sends the bearer token and keeps the caller headers', async () => {
    const token = makeToken();
    sessionStore.signIn(token, testUsers.student);
    const { requests } = mockFetch({
      'POST /api/main/usuario/flujo': () => jsonResponse({ results: {} }),
    });

    await mainFetch('/usuario/flujo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: '1.0.0' }),
    });

    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ version: '1.0.0' });
  });

  it('sends no Authorization header without a session', async () => {
    const { requests } = mockFetch({
      'POST /api/main/auth/login': () => jsonResponse({ results: {} }),
    });
    await mainFetch('/auth/login', { method: 'POST' });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws an ApiError with status, public message, field errors and body', async () => {
    const body = {
      results: null,
      messagePublic: 'El campo es requerido.',
      errors: { usuario: ['El campo es requerido.'] },
    };
    mockFetch({ 'POST /api/main/auth/login': () => jsonResponse(body, 400) });

    const error = await caught(mainFetch('/auth/login', { method: 'POST' }));
    expect(error).toMatchObject({
      status: 400,
      messagePublic: 'El campo es requerido.',
      errors: { usuario: ['El campo es requerido.'] },
      body,
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    mockFetch({
      'GET /api/main/compania/datos': () => new Response('Bad Gateway', { status: 502 }),
    });
    const error = await caught(mainFetch('/compania/datos', { method: 'GET' }));
    expect(error).toMatchObject({ status: 502, body: 'Bad Gateway', messagePublic: null });
  });

  it('turns a network failure into status 0 with the error text', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(mainFetch('/menu/listar', { method: 'GET' }));
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('lets a cancelled request reject as an abort, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(mainFetch('/menu/listar', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('ends the session on a 401 of an authenticated call and goes to the login page', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    sessionStore.signIn(makeToken(), testUsers.student);
    mockFetch({
      'GET /api/main/menu/listar': () =>
        jsonResponse({ results: null, messagePublic: 'Sesión expirada' }, 401),
    });

    await Promise.allSettled([
      mainFetch('/menu/listar', { method: 'GET' }),
      mainFetch('/menu/listar', { method: 'GET' }),
    ]);

    expect(sessionStore.getState()).toMatchObject({ token: null, endReason: 'expired' });
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(String(navigate.mock.calls[0]?.[0]), 'http://campus.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('message')).toBe('Sesión expirada');
  });

  it.each(['/auth/login', '/auth/clave/olvido', '/auth/clave/restablecer'])(
    'keeps the session on a 401 from %s',
    async (path) => {
      const navigate = vi.fn();
      setNavigator(navigate);
      sessionStore.signIn(makeToken(), testUsers.student);
      mockFetch({ [`POST /api/main${path}`]: () => jsonResponse({ messagePublic: 'No' }, 401) });

      await caught(mainFetch(path, { method: 'POST' }));

      expect(sessionStore.getState().token).not.toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
