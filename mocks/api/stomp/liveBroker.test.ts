// @vitest-environment node
// The live notifications broker on a listening demo API: raw frames through `ws`, and the client
// the app uses (@stomp/stompjs on Node's own WebSocket).
import { Client, type IMessage, type StompHeaders } from '@stomp/stompjs';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK_SKEW_SECONDS } from '../../security/tokens.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { notificationQueue } from '../notifications/queue.ts';
import { texts } from '../texts.ts';
import { liveTexts } from './texts.ts';
import { createFrameReader, serializeFrame, type StompFrame } from './frames.ts';

const TIMINGS = { heartBeatMs: 40, connectTimeoutMs: 300 };
// spec §9: what the client asks RabbitMQ to declare its queue with.
const QUEUE_HEADERS = {
  'x-message-ttl': '1000000',
  'x-expires': '2000000',
  durable: 'false',
  'auto-delete': 'true',
  ack: 'auto',
};

let api: TestApi;
let url: string;
const opened: { close(): unknown }[] = [];

beforeAll(async () => {
  api = await createTestApi({ live: { timings: TIMINGS } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/notifications/ws`;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => api.app.close());

/** The actor id (`ida`) a session token carries. */
const actorOf = (token: string): number =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).ida;

const frame = (command: string, headers: Record<string, string> = {}, body = '') =>
  serializeFrame({ command, headers, body });

const connectFrame = (token: string, headers: Record<string, string> = {}) =>
  frame('CONNECT', { 'accept-version': '1.0,1.1,1.2', passcode: token, ...headers });

interface RawClient {
  socket: WebSocket;
  send(data: string | Buffer): void;
  /** The next frame the server sends. */
  next(): Promise<StompFrame>;
  /** Arrival times of the server's heart-beats (ms, performance.now). */
  heartBeats: number[];
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>;
}

async function openRaw(): Promise<RawClient> {
  const socket = new WebSocket(url, 'v12.stomp');
  opened.push(socket);
  const reader = createFrameReader();
  const arrived: StompFrame[] = [];
  const waiting: ((frame: StompFrame) => void)[] = [];
  const heartBeats: number[] = [];
  socket.on('message', (data) => {
    const text = String(data);
    if (text === '\n') heartBeats.push(performance.now());
    for (const read of reader.push(text).frames) {
      const waiter = waiting.shift();
      if (waiter) waiter(read);
      else arrived.push(read);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    send: (data) => socket.send(data),
    next: () => {
      const first = arrived.shift();
      return first ? Promise.resolve(first) : new Promise((resolve) => waiting.push(resolve));
    },
    heartBeats,
    closed,
  };
}

/** A raw client past CONNECT, as `usuario`. */
async function connectRaw(usuario = 'alumno', headers: Record<string, string> = {}) {
  const token = await api.login(usuario);
  const client = await openRaw();
  client.send(connectFrame(token, headers));
  const connected = await client.next();
  expect(connected.command).toBe('CONNECTED');
  return { client, connected, actorId: actorOf(token) };
}

/** The ERROR the server answers, and that it closes the socket after it. */
async function expectRefusal(client: RawClient, message: string): Promise<StompFrame> {
  const error = await client.next();
  expect(error).toMatchObject({ command: 'ERROR', headers: { message } });
  expect(await client.closed).toBe(1008);
  return error;
}

describe('live broker: connecting', () => {
  it('answers CONNECT with a valid token: version 1.2, heart-beats, server', async () => {
    const { connected } = await connectRaw();
    expect(connected.headers).toMatchObject({ version: '1.2', 'heart-beat': '0,0' });
    expect(connected.headers.server).toBeTruthy();
    expect(api.live.connectionCount()).toBe(1);
  });

  it('takes STOMP as CONNECT', async () => {
    const client = await openRaw();
    client.send(frame('STOMP', { 'accept-version': '1.2', passcode: await api.login('alumno') }));
    expect((await client.next()).command).toBe('CONNECTED');
  });

  it('refuses a missing or bad token, and closes', async () => {
    let client = await openRaw();
    client.send(frame('CONNECT', { 'accept-version': '1.2', login: 'alumno' }));
    await expectRefusal(client, texts.sessionRequired);
    client = await openRaw();
    client.send(connectFrame('not.a.token', { login: 'alumno' }));
    await expectRefusal(client, texts.sessionExpired);
  });

  it('refuses an expired token', async () => {
    const token = await api.login('docente');
    const lifetime = (28_800 + CLOCK_SKEW_SECONDS + 1) * 1000;
    api.advance(lifetime);
    try {
      const client = await openRaw();
      client.send(connectFrame(token));
      await expectRefusal(client, texts.sessionExpired);
    } finally {
      api.advance(-lifetime);
    }
  });

  it('refuses a client without STOMP 1.2, naming the version it speaks', async () => {
    const client = await openRaw();
    client.send(connectFrame(await api.login('alumno'), { 'accept-version': '1.0,1.1' }));
    const error = await expectRefusal(client, liveTexts.version);
    expect(error.headers.version).toBe('1.2');
  });

  it('refuses a malformed heart-beat header', async () => {
    const client = await openRaw();
    client.send(connectFrame(await api.login('alumno'), { 'heart-beat': 'soon' }));
    await expectRefusal(client, liveTexts.malformed);
  });

  it('refuses any frame before CONNECT', async () => {
    const client = await openRaw();
    client.send(frame('SUBSCRIBE', { id: '0', destination: notificationQueue(1) }));
    await expectRefusal(client, liveTexts.connectFirst);
  });

  it('closes a connection that does not CONNECT in time', async () => {
    const client = await openRaw();
    const started = performance.now();
    await expectRefusal(client, liveTexts.connectTimeout);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMINGS.connectTimeoutMs - 20);
  });

  it('refuses a second CONNECT', async () => {
    const { client } = await connectRaw();
    client.send(connectFrame(await api.login('alumno')));
    await expectRefusal(client, liveTexts.alreadyConnected);
  });
});

describe('live broker: frames after CONNECT', () => {
  it('lets a user subscribe to their own queue only', async () => {
    const { client, actorId } = await connectRaw();
    client.send(
      frame('SUBSCRIBE', {
        id: 'own',
        destination: notificationQueue(actorId),
        receipt: 'r1',
        ...QUEUE_HEADERS,
      }),
    );
    expect(await client.next()).toMatchObject({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'r1' },
    });
    client.send(frame('SUBSCRIBE', { id: 'other', destination: notificationQueue(actorId + 1) }));
    await expectRefusal(client, liveTexts.foreignQueue);
  });

  it('refuses a SUBSCRIBE without id or destination, a repeated id and client acks', async () => {
    const cases: [(own: string) => Record<string, string>, string][] = [
      [(own) => ({ destination: own }), liveTexts.missingHeader('id')],
      [() => ({ id: 'a' }), liveTexts.missingHeader('destination')],
      [(own) => ({ id: 'a', destination: own, ack: 'client' }), liveTexts.ackMode],
    ];
    for (const [headers, message] of cases) {
      const { client, actorId } = await connectRaw();
      client.send(frame('SUBSCRIBE', headers(notificationQueue(actorId))));
      await expectRefusal(client, message);
    }
    const { client, actorId } = await connectRaw();
    const subscribe = frame('SUBSCRIBE', { id: 'a', destination: notificationQueue(actorId) });
    client.send(subscribe + subscribe);
    await expectRefusal(client, liveTexts.subscriptionTaken);
  });

  it('refuses SEND: clients do not publish here, and the ERROR names its receipt', async () => {
    const { client } = await connectRaw();
    client.send(frame('SEND', { destination: '/queue/x', receipt: 'r9' }, 'hola'));
    const error = await expectRefusal(client, liveTexts.sendRefused);
    expect(error.headers['receipt-id']).toBe('r9');
  });

  it('answers receipts of UNSUBSCRIBE, ACK, NACK and transactions, which change nothing', async () => {
    const { client } = await connectRaw();
    const commands = ['UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT'];
    client.send(
      commands.map((command, i) => frame(command, { id: 'x', receipt: `r${i}` })).join(''),
    );
    for (const [i] of commands.entries())
      expect(await client.next()).toMatchObject({
        command: 'RECEIPT',
        headers: { 'receipt-id': `r${i}` },
      });
  });

  it('answers DISCONNECT with its receipt, then closes', async () => {
    const { client } = await connectRaw();
    client.send(frame('DISCONNECT', { receipt: 'bye' }));
    expect(await client.next()).toMatchObject({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'bye' },
    });
    expect(await client.closed).toBe(1000);
    await vi.waitFor(() => expect(api.live.connectionCount()).toBe(0));
  });

  it.each([
    ['a malformed frame', 'SUBSCRIBE\nno colon\n\n\0', liveTexts.malformed],
    ['an unknown command', 'PUBLISH\n\n\0', liveTexts.unknownCommand],
    ['an oversize frame', `SEND\n\n${'x'.repeat(70_000)}\0`, texts.validation.tooLarge],
  ])('refuses %s and keeps serving new connections', async (_, text, message) => {
    const { client } = await connectRaw();
    client.send(text);
    await expectRefusal(client, message);
    await connectRaw();
  });

  it('refuses binary messages', async () => {
    const client = await openRaw();
    client.send(Buffer.from(connectFrame(await api.login('alumno'))));
    await expectRefusal(client, liveTexts.binary);
  });

  it('lets ws refuse a message over its payload limit, and keeps serving', async () => {
    const client = await openRaw();
    client.send('x'.repeat(200_000));
    expect(await client.closed).toBe(1009);
    await connectRaw();
  });
});

describe('live broker: heart-beats', () => {
  it('sends heart-beats at the negotiated rate', async () => {
    // The client sends none and wants one every 60 ms; the server offers 40 ms, so 60 it is.
    const { client, connected } = await connectRaw('alumno', { 'heart-beat': '0,60' });
    expect(connected.headers['heart-beat']).toBe('60,0');
    await eventually(() => expect(client.heartBeats.length).toBeGreaterThanOrEqual(5));
    // Never faster than agreed; delivery jitter only moves the first and last arrival. How much
    // slower a busy machine's timers fire is not the broker's doing: no upper bound.
    const [first, , , , fifth] = client.heartBeats;
    const meanGap = (fifth - first) / 4;
    expect(meanGap).toBeGreaterThan(50);
  });

  it('keeps a client that beats and drops one silent for twice its interval', async () => {
    const { client, connected } = await connectRaw('alumno', { 'heart-beat': '100,0' });
    expect(connected.headers['heart-beat']).toBe('0,100');
    const beating = setInterval(() => client.send('\n'), 50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    clearInterval(beating);
    const silentSince = performance.now();
    expect(await client.closed).toBe(1006); // dropped, no closing handshake
    const silence = performance.now() - silentSince;
    // Not before twice the interval (200 ms after the last beat, which left up to 50 ms before
    // the silence began); that it comes at all is the close above, however late a busy machine.
    expect(silence).toBeGreaterThan(100);
  });
});

describe('live broker: @stomp/stompjs on Node WebSocket', () => {
  async function stompClient(usuario: string): Promise<{ client: Client; actorId: number }> {
    const token = await api.login(usuario);
    const client = new Client({
      brokerURL: url,
      connectHeaders: { login: usuario, passcode: token },
      reconnectDelay: 0,
    });
    opened.push({ close: () => client.deactivate() });
    await new Promise<void>((resolve, reject) => {
      client.onConnect = () => resolve();
      client.onStompError = (error) => reject(new Error(error.headers.message));
      client.activate();
    });
    return { client, actorId: actorOf(token) };
  }

  /** Subscribes with the spec's headers; resolves once the broker has the subscription. */
  async function subscribe(client: Client, destination: string, received: IMessage[]) {
    const receipt = `sub-${Math.random()}`;
    const acknowledged = new Promise<void>((resolve) =>
      client.watchForReceipt(receipt, () => resolve()),
    );
    const headers: StompHeaders = { ...QUEUE_HEADERS, receipt };
    const subscription = client.subscribe(
      destination,
      (message) => received.push(message),
      headers,
    );
    await acknowledged;
    return subscription;
  }

  it('delivers what the API publishes to the actor as JSON, until unsubscribed', async () => {
    const { client, actorId } = await stompClient('alumno');
    const received: IMessage[] = [];
    const subscription = await subscribe(client, notificationQueue(actorId), received);

    const notification = { id: 7, titulo: 'Nueva nota publicada', leida: false };
    expect(api.live.publish(actorId, notification)).toBe(1);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(JSON.parse(received[0].body)).toEqual(notification);
    expect(received[0].headers).toMatchObject({
      destination: notificationQueue(actorId),
      'content-type': 'application/json',
      subscription: subscription.id,
    });
    expect(received[0].headers['message-id']).toBeTruthy();

    const receipt = 'unsubscribed';
    const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
    subscription.unsubscribe({ receipt });
    await done;
    expect(api.live.publish(actorId, notification)).toBe(0);
    await client.deactivate();
    expect(received).toHaveLength(1);
  });

  it('reaches every session of the actor and nobody else', async () => {
    const first = await stompClient('alumno');
    const second = await stompClient('alumno');
    const other = await stompClient('docente');
    const inboxes: IMessage[][] = [[], [], []];
    await subscribe(first.client, notificationQueue(first.actorId), inboxes[0]);
    await subscribe(second.client, notificationQueue(second.actorId), inboxes[1]);
    await subscribe(other.client, notificationQueue(other.actorId), inboxes[2]);
    expect(api.live.publish(first.actorId, { id: 1 })).toBe(2);
    await vi.waitFor(() => expect(inboxes.map((inbox) => inbox.length)).toEqual([1, 1, 0]));
  });

  it('keeps nothing for an actor nobody listens to', async () => {
    const { actorId } = await stompClient('colaborador'); // connected, not subscribed
    expect(api.live.publish(actorId, { id: 1 })).toBe(0);
    expect(api.live.publish(999_999, { id: 1 })).toBe(0);
  });

  it('refuses a subscription to another actor through stompjs too', async () => {
    const { client, actorId } = await stompClient('alumno');
    const refused = new Promise<string>((resolve) => {
      client.onStompError = (error) => resolve(error.headers.message);
    });
    client.subscribe(notificationQueue(actorId + 1), () => {}, QUEUE_HEADERS);
    expect(await refused).toBe(liveTexts.foreignQueue);
  });
});

// Last: it closes the shared API (closing it again in afterAll is harmless).
describe('live broker: closing the API', () => {
  it('closes every connection with 1001 and sends nothing more', async () => {
    const client = await openRaw();
    const messages: string[] = [];
    client.socket.on('message', (data) => messages.push(String(data)));
    client.send(connectFrame(await api.login('alumno')));
    await vi.waitFor(() => expect(messages).toHaveLength(1));

    await api.app.close();
    expect(await client.closed).toBe(1001);
    expect(messages).toHaveLength(1); // CONNECTED only
    expect(api.live.connectionCount()).toBe(0);
  });
});
