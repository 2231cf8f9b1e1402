// @vitest-environment node
// The live broker's connection caps (issue 31): per user once signed in, per client address from
// the upgrade on. Small limits here; the defaults are DEFAULT_LIVE_LIMITS.
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectRawStomp, openRawStomp, type RawStompClient } from '../../test/rawStompClient.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { liveTexts } from './texts.ts';
import type { StompFrame } from './frames.ts';
import { DEFAULT_LIVE_LIMITS } from './liveBroker.ts';

const LIMITS = { perUser: 2, perAddress: 4 };

let api: TestApi;
let url: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  api = await createTestApi({ live: { limits: LIMITS } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/notifications/ws`;
});
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  // Each test starts with every slot free.
  await vi.waitFor(() => expect(api.live.connectionCount()).toBe(0));
});
afterAll(() => api.app.close());

type Client = RawStompClient;

/** An open WebSocket that has sent nothing yet. */
async function open(): Promise<Client> {
  const client = await openRawStomp(url);
  opened.push(client.socket);
  return client;
}

/** Opens a socket and sends CONNECT as `usuario`; resolves with the server's answer. */
async function connectAs(usuario: string): Promise<Client & { answer: StompFrame }> {
  const client = await connectRawStomp(url, await api.login(usuario));
  opened.push(client.socket);
  return client;
}

async function expectRefused(client: Client, message: string) {
  expect(await client.first).toMatchObject({ command: 'ERROR', headers: { message } });
  expect(await client.closed).toBe(1008);
}

describe('live broker: connections per user', () => {
  it('connects a user up to the limit and refuses the next, with an ERROR and the close', async () => {
    for (let n = 0; n < LIMITS.perUser; n += 1)
      expect((await connectAs('alumno')).answer.command).toBe('CONNECTED');
    const refused = await connectAs('alumno');
    await expectRefused(refused, liveTexts.tooManyForUser);
    // Another user is not affected.
    expect((await connectAs('docente')).answer.command).toBe('CONNECTED');
  });

  it('gives the slot back when a connection closes', async () => {
    const first = await connectAs('alumno');
    await connectAs('alumno');
    first.socket.close();
    await first.closed;
    await vi.waitFor(() => expect(api.live.connectionCount()).toBe(1));
    expect((await connectAs('alumno')).answer.command).toBe('CONNECTED');
  });
});

describe('live broker: connections per client address', () => {
  it('serves an address up to the limit before any CONNECT and refuses the next at once', async () => {
    const waiting = [];
    for (let n = 0; n < LIMITS.perAddress; n += 1) waiting.push(await open());
    expect(api.live.connectionCount()).toBe(LIMITS.perAddress);
    await expectRefused(await open(), liveTexts.tooManyFromAddress);
    expect(api.live.connectionCount()).toBe(LIMITS.perAddress);

    // A slot given back serves the next connection, which signs in.
    waiting[0].socket.close();
    await vi.waitFor(() => expect(api.live.connectionCount()).toBe(LIMITS.perAddress - 1));
    expect((await connectAs('alumno')).answer.command).toBe('CONNECTED');
  });

  it('counts a connection refused for its user out of its address too', async () => {
    for (let n = 0; n < LIMITS.perUser; n += 1) await connectAs('alumno');
    await expectRefused(await connectAs('alumno'), liveTexts.tooManyForUser);
    for (let n = LIMITS.perUser; n < LIMITS.perAddress; n += 1) await open();
    await expectRefused(await open(), liveTexts.tooManyFromAddress);
  });

  it('counts each address on its own', async () => {
    for (let n = 0; n < LIMITS.perAddress; n += 1) await open();
    const elsewhere = Object.assign(new EventEmitter(), {
      OPEN: WebSocket.OPEN,
      readyState: WebSocket.OPEN,
      send: vi.fn(),
      close: vi.fn(),
    });
    api.live.accept(elsewhere as unknown as WebSocket, '203.0.113.7');
    expect(api.live.connectionCount()).toBe(LIMITS.perAddress + 1);
    expect(elsewhere.close).not.toHaveBeenCalled();
    elsewhere.emit('close');
  });
});

it('caps five connections a user and fifty an address by default', () => {
  expect(DEFAULT_LIVE_LIMITS).toEqual({ perUser: 5, perAddress: 50 });
});
