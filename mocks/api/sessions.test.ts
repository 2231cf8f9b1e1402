// @vitest-environment node
// Sessions end on the server (issue 31): a token stops working the moment its user signs out,
// gets a new password (reset or temporary) or is locked, even after an unlock, and its live
// connection closes with it.
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spareUserId } from '../test/security/disposableRecords.ts';
import { connectRawStomp } from '../test/rawStompClient.ts';
import { createTestApi, type TestApi } from '../test/testApi.ts';

let dir: string;
let api: TestApi;
let liveUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campus-sessions-'));
  api = await createTestApi({ outboxFile: join(dir, 'outbox.jsonl') });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  liveUrl = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/notifications/ws`;
});
afterAll(async () => {
  await api.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

/** What an authenticated read answers with `token`: 200 while its session lives. */
const pendingWith = async (token: string) => {
  const response = await api.app.inject({
    url: '/api/notifications/notification/pending',
    headers: withToken(token),
  });
  return { status: response.statusCode, message: response.json().messagePublic as string };
};

const ended = { status: 401, message: 'Sesión expirada' };

describe('a session ends', () => {
  it('when its user signs out, and only that one', async () => {
    const [token, otherDevice] = [await api.signIn('alumno1'), await api.signIn('alumno1')];
    expect((await pendingWith(token)).status).toBe(200);
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/logout',
      headers: withToken(token),
    });
    expect(out.statusCode).toBe(200);
    expect(await pendingWith(token)).toEqual(ended);
    expect((await pendingWith(otherDevice)).status).toBe(200);
    // Signing out again with the ended token is refused too.
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/logout',
      headers: withToken(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('when the password is reset with a mailed code: every session of the user', async () => {
    const tokens = [await api.signIn('alumno2'), await api.signIn('alumno2')];
    await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/clave/olvido',
      payload: { usuario: 'alumno2' },
    });
    const outbox = join(dir, 'outbox.jsonl');
    expect(existsSync(outbox)).toBe(true);
    const mails = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const { code } = mails.findLast((mail: { usuario: string }) => mail.usuario === 'alumno2');
    const reset = await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/clave/restablecer',
      payload: { usuario: 'alumno2', codigo: code, clave: 'NuevaClave2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const token of tokens) expect(await pendingWith(token)).toEqual(ended);
  });

  it('when an admin gives the user a temporary password', async () => {
    const token = await api.signIn('alumno3');
    const { id } = await spareUserId(api, 'alumno3');
    const temporary = await api.call('superadmin', {
      method: 'POST',
      url: `/api/main/admin/usuarios/${id}/clave-temporal`,
    });
    expect(temporary.statusCode, temporary.body).toBe(200);
    expect(await pendingWith(token)).toEqual(ended);
  });

  it('when the account is locked, and stays ended after the unlock', async () => {
    const token = await api.signIn('alumno4');
    const { id } = await spareUserId(api, 'alumno4');
    const lock = (bloqueado: boolean, version: number) =>
      api.call('superadmin', {
        method: 'PUT',
        url: `/api/main/admin/usuarios/${id}/bloqueo`,
        payload: { bloqueado, version },
      });
    const locked = await lock(true, 1);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(await pendingWith(token)).toEqual(ended);
    expect((await lock(false, locked.json().version)).statusCode).toBe(200);
    expect(await pendingWith(token)).toEqual(ended);
    // A new sign-in works again.
    expect((await pendingWith(await api.signIn('alumno4'))).status).toBe(200);
  });

  it('closes the live connection of the ended session, with an ERROR, and not the others', async () => {
    const [token, otherDevice] = [await api.signIn('alumno5'), await api.signIn('alumno5')];
    const ending = await connectRawStomp(liveUrl, token);
    const staying = await connectRawStomp(liveUrl, otherDevice);
    expect(ending.answer.command).toBe('CONNECTED');
    expect(staying.answer.command).toBe('CONNECTED');
    const closing = new Promise<string>((resolve) =>
      ending.socket.on('message', (data) => resolve(String(data))),
    );
    await api.app.inject({
      method: 'POST',
      url: '/api/main/auth/logout',
      headers: withToken(token),
    });
    expect(await closing).toMatch(/^ERROR\nmessage:Sesión expirada\n/);
    expect(await ending.closed).toBe(1008);
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);
    staying.socket.close();
  });
});
