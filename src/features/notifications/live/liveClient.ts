import { Client, StompSocketState, type IMessage } from '@stomp/stompjs';
import {
  DEFAULT_RECONNECTS_PER_MINUTE,
  HEARTBEAT_MS,
  NOTIFICATION_QUEUE_HEADERS,
  notificationQueue,
  reconnectDelayMs,
  type ReconnectsPerMinute,
} from './liveConstants';

export type LiveStatus = 'conectando' | 'conectado' | 'desconectado';

export interface LiveClientOptions {
  /** Absolute ws:// or wss:// address of the broker (`brokerWebSocketUrl` makes one). */
  brokerURL: string;
  /** The username. */
  login: string;
  /** The user's JWT: the demo broker and RabbitMQ's OAuth2 backend read it from the passcode. */
  passcode: string;
  /** The token's `ida`: whose queue to subscribe to. */
  actorId: number;
  reconnectsPerMinute?: ReconnectsPerMinute;
  /** Each notification's body, parsed from JSON. */
  /** May answer a promise of its own work on the arrival; the client does not wait for it. */
  onNotification(body: unknown): void | Promise<void>;
  /**
   * Subscribed again after the connection was lost. The queue went with the connection
   * (auto-delete), so whatever was published meanwhile reached no one: refetch the list now.
   */
  onReconnected(): void;
  /** 'conectado' once the broker has confirmed the subscription, not merely the connection. */
  onStatusChange?(status: LiveStatus): void;
}

export interface LiveClient {
  /** Disconnects for good: nothing reconnects afterwards. Safe to call more than once. */
  stop(): Promise<void>;
}

function parseBody(message: IMessage): { ok: true; body: unknown } | { ok: false } {
  try {
    return { ok: true, body: JSON.parse(message.body) };
  } catch {
    return { ok: false };
  }
}

/**
 * Connects to the broker (STOMP over WebSocket) and subscribes to the actor's queue, and keeps
 * doing so after every lost connection until `stop()`. stompjs logs nothing unless it is given a
 * `debug` function, and none is given.
 */
export function startLiveClient(options: LiveClientOptions): LiveClient {
  const queue = notificationQueue(options.actorId);
  let status: LiveStatus | undefined;
  const report = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatusChange?.(next);
  };

  let subscribedBefore = false;
  let subscriptions = 0;
  const deliver = (message: IMessage) => {
    const parsed = parseBody(message);
    // Not a notification: dropped, so one bad message cannot break the client or the page.
    if (parsed.ok) options.onNotification(parsed.body);
  };

  const client = new Client({
    brokerURL: options.brokerURL,
    connectHeaders: { login: options.login, passcode: options.passcode },
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    // stompjs waits this long after every close before the next attempt (linear, not growing).
    reconnectDelay: reconnectDelayMs(options.reconnectsPerMinute ?? DEFAULT_RECONNECTS_PER_MINUTE),
    beforeConnect: () => report('conectando'),
    onConnect: () => {
      // The receipt says the queue exists and is ours: only then is the refetch after a reconnect
      // sure to leave nothing between the list it reads and the messages that follow.
      const receipt = `suscripcion-${++subscriptions}`;
      client.watchForReceipt(receipt, () => {
        report('conectado');
        if (subscribedBefore) options.onReconnected();
        subscribedBefore = true;
      });
      client.subscribe(queue, deliver, { ...NOTIFICATION_QUEUE_HEADERS, receipt });
    },
    onWebSocketClose: () => report('desconectado'),
  });
  client.activate();

  return {
    async stop() {
      // Signing out ends the session on the server first, and the broker then closes its
      // connections itself: a DISCONNECT on a socket already closing only makes the browser warn
      // 'WebSocket is already in CLOSING or CLOSED state' (issue 54). Such a socket is let go.
      const closing = client.webSocket?.readyState === StompSocketState.CLOSING;
      await client.deactivate({ force: closing });
      report('desconectado');
    },
  };
}
