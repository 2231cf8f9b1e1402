import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveClient, type LiveClient, type LiveStatus } from './liveClient';
import { NOTIFICATION_QUEUE_HEADERS, type ReconnectsPerMinute } from './liveConstants';
import { useTestBroker } from '@/test/live/testBroker';

const BROKER_URL = 'ws://campus.test/api/notifications/ws';

let running: LiveClient | undefined;

afterEach(async () => {
  await running?.stop();
  running = undefined;
});

function start(reconnectsPerMinute?: ReconnectsPerMinute) {
  const statuses: LiveStatus[] = [];
  const notifications: unknown[] = [];
  const onReconnected = vi.fn();
  running = startLiveClient({
    brokerURL: BROKER_URL,
    login: 'alumno',
    passcode: 'el.jwt.del.alumno',
    actorId: 42,
    reconnectsPerMinute,
    onNotification: (body) => {
      notifications.push(body);
    },
    onReconnected,
    onStatusChange: (status) => statuses.push(status),
  });
  return { client: running, statuses, notifications, onReconnected };
}

const connected = (statuses: LiveStatus[]) =>
  vi.waitFor(() => expect(statuses.at(-1)).toBe('conectado'));

describe('startLiveClient', () => {
  it('signs in with the username and token and subscribes to the actor queue with the spec headers', async () => {
    const broker = useTestBroker(BROKER_URL);
    const { statuses } = start();
    await connected(statuses);

    const [connect, subscribe] = broker.frames;
    expect(connect?.command).toBe('CONNECT');
    expect(connect?.headers).toMatchObject({
      login: 'alumno',
      passcode: 'el.jwt.del.alumno',
      'heart-beat': '10000,10000',
    });
    expect(subscribe?.command).toBe('SUBSCRIBE');
    const { id, receipt, ...queueHeaders } = subscribe?.headers ?? {};
    expect(id).toBeTruthy();
    expect(receipt).toBeTruthy();
    expect(queueHeaders).toEqual({
      destination: '/queue/notificaciones.42',
      ...NOTIFICATION_QUEUE_HEADERS,
    });
    expect(statuses).toEqual(['conectando', 'conectado']);
  });

  it('hands over each JSON body parsed and drops a body that is not JSON', async () => {
    const broker = useTestBroker(BROKER_URL);
    const { statuses, notifications } = start();
    await connected(statuses);

    broker.publish('{"id":1,"title":"Nueva calificación publicada"}');
    broker.publish('<html>no es JSON</html>');
    broker.publish('{"id":2,"title":"Tu trámite fue atendido"}');

    await vi.waitFor(() => expect(notifications).toHaveLength(2));
    expect(notifications).toEqual([
      { id: 1, title: 'Nueva calificación publicada' },
      { id: 2, title: 'Tu trámite fue atendido' },
    ]);
    expect(statuses.at(-1)).toBe('conectado');
  });

  it.each([
    ['by default', undefined, 7_500],
    ['at 8 a minute', 8, 7_500],
    ['at 10 a minute', 10, 6_000],
  ] as const)(
    '%s tries again %i ms after the broker drops the connection, then says it reconnected',
    async (_, perMinute, delay) => {
      const broker = useTestBroker(BROKER_URL);
      const { statuses, onReconnected } = start(perMinute);
      await connected(statuses);
      expect(onReconnected).not.toHaveBeenCalled();

      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      broker.dropConnections();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(statuses.at(-1)).toBe('desconectado');
      expect(broker.connections).toBe(1);

      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await connected(statuses);
      expect(broker.connections).toBe(2);
      expect(onReconnected).toHaveBeenCalledTimes(1);
      expect(statuses).toEqual([
        'conectando',
        'conectado',
        'desconectado',
        'conectando',
        'conectado',
      ]);
    },
  );

  it('stops for good, and stopping twice is harmless', async () => {
    const broker = useTestBroker(BROKER_URL);
    const { client, statuses } = start();
    await connected(statuses);

    await client.stop();
    await client.stop();

    expect(broker.frames.at(-1)?.command).toBe('DISCONNECT');
    expect(statuses.at(-1)).toBe('desconectado');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(broker.connections).toBe(1);
  });

  // Issue 54: signing out logged 'WebSocket is already in CLOSING or CLOSED state'. The broker
  // closes a signed-out session's connection itself; a DISCONNECT on it was the browser's warning.
  it('sends nothing on a socket the broker is already closing when it stops', async () => {
    const sockets: ClosingSocket[] = [];
    vi.stubGlobal(
      'WebSocket',
      class extends ClosingSocket {
        constructor() {
          super();
          sockets.push(this);
        }
      },
    );
    try {
      const { client, statuses } = start();
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      const socket = sockets[0]!;
      socket.open();
      await connected(statuses);
      socket.startClosing();
      await client.stop();
      running = undefined;
      expect(socket.sentWhileClosing).toEqual([]);
      expect(statuses.at(-1)).toBe('desconectado');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/**
 * A browser WebSocket as far as stompjs uses it, whose server answers CONNECT and receipts, and
 * which can be put in the state a socket is in between the server's close and its close event.
 */
class ClosingSocket {
  readyState = 0;
  binaryType = 'arraybuffer';
  url = BROKER_URL;
  sentWhileClosing: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: (() => void) | null = null;

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  /** The server's close arrived: the close event follows a moment later. */
  startClosing() {
    this.readyState = 2;
    setTimeout(() => {
      this.readyState = 3;
      this.onclose?.({ code: 1008, reason: '', wasClean: true });
    }, 20);
  }

  send(data: string) {
    if (this.readyState !== 1) {
      this.sentWhileClosing.push(data);
      return;
    }
    const receipt = /\nreceipt:([^\n]+)/.exec(data)?.[1];
    if (data.startsWith('CONNECT')) this.answer('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
    else if (receipt) this.answer(`RECEIPT\nreceipt-id:${receipt}\n\n\0`);
  }

  close() {
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code: 1000, reason: '', wasClean: true }));
  }

  private answer(frame: string) {
    queueMicrotask(() => this.onmessage?.({ data: frame }));
  }
}
