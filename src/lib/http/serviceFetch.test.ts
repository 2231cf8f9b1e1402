import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { apiUrl, failure, ok, recordRequests } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { ApiError } from './apiError';
import { mainFetch, notificationsFetch, serviceRequest } from './serviceFetch';
import type { UploadProgress } from './uploadWithProgress';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('service mutators', () => {
  afterEach(() => sessionStore.signOut());

  it('joins the service base URL and returns the parsed envelope', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.get(apiUrl('main', '/menu/listar'), () =>
        HttpResponse.json({ results: [], messagePublic: 'ok' }),
      ),
      http.get(apiUrl('notifications', '/notification/pending'), () => ok({ totalPending: 2 })),
    );

    await expect(mainFetch('/menu/listar', { method: 'GET' })).resolves.toEqual({
      results: [],
      messagePublic: 'ok',
    });
    await expect(notificationsFetch('/notification/pending', { method: 'GET' })).resolves.toEqual({
      results: { totalPending: 2 },
    });
    expect(requests.map(({ service, path, query }) => [service, path, query])).toEqual([
      ['main', '/menu/listar', {}],
      ['notifications', '/notification/pending', {}],
    ]);
  });

  it('sends the bearer token and keeps the caller headers', async () => {
    const token = makeToken();
    sessionStore.signIn(token, testUsers.student);
    const requests = recordRequests();
    apiServer.use(http.post(apiUrl('main', '/usuario/flujo'), () => ok({})));

    await mainFetch('/usuario/flujo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: '1.0.0' }),
    });

    const { headers } = requests[0]!.request;
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]!.request.json()).toEqual({ version: '1.0.0' });
  });

  it('sends no Authorization header without a session', async () => {
    const requests = recordRequests();
    apiServer.use(http.post(apiUrl('main', '/auth/login'), () => ok({})));
    await mainFetch('/auth/login', { method: 'POST' });
    expect(requests[0]!.request.headers.has('Authorization')).toBe(false);
  });

  it('throws an ApiError with status, public message, field errors and body', async () => {
    const body = {
      results: null,
      messagePublic: 'El campo es requerido.',
      errors: { usuario: ['El campo es requerido.'] },
    };
    apiServer.use(
      http.post(apiUrl('main', '/auth/login'), () => HttpResponse.json(body, { status: 400 })),
    );

    const error = await caught(mainFetch('/auth/login', { method: 'POST' }));
    expect(error).toMatchObject({
      status: 400,
      messagePublic: 'El campo es requerido.',
      errors: { usuario: ['El campo es requerido.'] },
      body,
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/compania/datos'), () =>
        HttpResponse.text('Bad Gateway', { status: 502 }),
      ),
    );
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

  it('ends the session as expired on a 401 of an authenticated call, once', async () => {
    const signOut = vi.spyOn(sessionStore, 'signOut');
    sessionStore.signIn(makeToken(), testUsers.student);
    apiServer.use(http.get(apiUrl('main', '/menu/listar'), () => failure(401, 'Sesión expirada')));

    await Promise.allSettled([
      mainFetch('/menu/listar', { method: 'GET' }),
      mainFetch('/menu/listar', { method: 'GET' }),
    ]);

    expect(sessionStore.getState()).toMatchObject({ token: null, endReason: 'expired' });
    expect(signOut).toHaveBeenCalledTimes(1);
    signOut.mockRestore();
  });

  it.each(['/auth/login', '/auth/clave/olvido', '/auth/clave/restablecer'])(
    'keeps the session on a 401 from %s',
    async (path) => {
      sessionStore.signIn(makeToken(), testUsers.student);
      apiServer.use(http.post(apiUrl('main', path), () => failure(401, 'No')));

      await caught(mainFetch(path, { method: 'POST' }));

      expect(sessionStore.getState().token).not.toBeNull();
    },
  );
});

describe('bodies by content type', () => {
  it('hands a binary answer back as a File named by Content-Disposition, bytes intact', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0x80]);
    apiServer.use(
      http.get(
        apiUrl('main', '/archivo/7'),
        () =>
          new HttpResponse(bytes, {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': "attachment; filename*=UTF-8''constancia%20de%20estudios.pdf",
            },
          }),
      ),
    );

    const file = await mainFetch<File>('/archivo/7', { method: 'GET' });

    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('constancia de estudios.pdf');
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('keeps a CSV export as a download', async () => {
    apiServer.use(
      http.get(
        apiUrl('main', '/reporte/listar'),
        () =>
          new HttpResponse('clave;valor\nEVA;1\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="reporte.csv"',
            },
          }),
      ),
    );
    const file = await mainFetch<File>('/reporte/listar', { method: 'GET' });
    expect(file.name).toBe('reporte.csv');
    expect(await file.text()).toBe('clave;valor\nEVA;1\n');
  });

  it('exposes the headers of the answer to adapters (Content-Range totals)', async () => {
    apiServer.use(
      http.get(apiUrl('main', '/maestroTabla'), () =>
        HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'maestroTabla 0-0/57' } }),
      ),
    );
    const response = await serviceRequest<unknown[]>('main', '/maestroTabla');
    expect(response.data).toEqual([{ id: 1 }]);
    expect(response.headers.get('Content-Range')).toBe('maestroTabla 0-0/57');
  });
});

/** A stand-in XMLHttpRequest that sends in two steps and answers what the test says. */
function fakeXhr(answer: { status: number; body: string; headers: string }) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    response: ArrayBuffer | null = null;
    private request = {
      method: '',
      url: '',
      headers: {} as Record<string, string>,
      body: null as unknown,
    };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return answer.headers;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 50,
          total: 200,
        } as ProgressEvent);
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 200,
          total: 200,
        } as ProgressEvent);
        this.status = answer.status;
        this.response = new TextEncoder().encode(answer.body).buffer as ArrayBuffer;
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('multipart uploads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports progress, sends the token and reads the JSON answer', async () => {
    sessionStore.signIn('token-subida', testUsers.student);
    const sent = fakeXhr({
      status: 200,
      body: JSON.stringify({ results: { idArchivo: 3 } }),
      headers: 'content-type: application/json\r\n',
    });
    const form = new FormData();
    form.append('archivo', new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' }));
    const progress: UploadProgress[] = [];

    const answer = await mainFetch('/archivo/subir', {
      method: 'POST',
      body: form,
      onUploadProgress: (step) => progress.push(step),
    });

    expect(answer).toEqual({ results: { idArchivo: 3 } });
    expect(progress.map((step) => step.percent)).toEqual([25, 100]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/main/archivo/subir', body: form });
    expect(sent[0]?.headers.authorization).toBe('Bearer token-subida');
  });

  it('turns a refused upload into an ApiError with the field messages', async () => {
    fakeXhr({
      status: 400,
      body: JSON.stringify({ errors: { archivo: ['El archivo excede el tamaño permitido.'] } }),
      headers: 'content-type: application/json',
    });
    const error = await caught(
      mainFetch('/archivo/subir', {
        method: 'POST',
        body: new FormData(),
        onUploadProgress: vi.fn(),
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      errors: { archivo: ['El archivo excede el tamaño permitido.'] },
    });
  });

  it('cancels an upload through its signal', async () => {
    fakeXhr({ status: 200, body: '{}', headers: 'content-type: application/json' });
    const controller = new AbortController();
    const upload = mainFetch('/archivo/subir', {
      method: 'POST',
      body: new FormData(),
      signal: controller.signal,
      onUploadProgress: vi.fn(),
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
