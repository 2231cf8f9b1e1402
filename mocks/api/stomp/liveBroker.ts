// The demo API's live notifications: a minimal STOMP 1.2 broker on WebSocket, standing in for
// RabbitMQ's Web-STOMP (ARCHITECTURE "Live notifications"). Clients only subscribe to their own
// queue; the API publishes to it. Nothing is retained: a message for an actor with no
// subscription is dropped, and the client refetches its list when it reconnects.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  StompConnection,
  type ConnectionHost,
  type LiveTimings,
  type Subscription,
} from './stompConnection.ts';

export type { LiveTimings };

export const DEFAULT_LIVE_TIMINGS: LiveTimings = { heartBeatMs: 10_000, connectTimeoutMs: 5_000 };

export interface LiveBrokerOptions {
  /** The actor of a session token, or null when the token is refused. */
  authenticate(token: string): Promise<{ ida: number } | null>;
  log: FastifyBaseLogger;
  /** @default DEFAULT_LIVE_TIMINGS */
  timings?: Partial<LiveTimings>;
}

export interface LiveBroker {
  /** Serves a new WebSocket connection until it closes. */
  accept(socket: WebSocket): void;
  /**
   * Sends `message` as JSON to every subscription of the actor's queue
   * (`/queue/notificaciones.<actorId>`); returns how many it reached (0: nobody is listening).
   */
  publish(actorId: number, message: object): number;
  /** Open connections, connected or not yet. */
  connectionCount(): number;
  /** Closes every connection without another frame; later connections are closed at once. */
  close(): void;
}

export function createLiveBroker(options: LiveBrokerOptions): LiveBroker {
  const timings = { ...DEFAULT_LIVE_TIMINGS, ...options.timings };
  const connections = new Set<StompConnection>();
  const byActor = new Map<number, Set<Subscription>>();
  let sessions = 0;
  let closed = false;

  const host: ConnectionHost = {
    authenticate: options.authenticate,
    timings,
    add(subscription) {
      const subscriptions = byActor.get(subscription.actorId) ?? new Set();
      byActor.set(subscription.actorId, subscriptions.add(subscription));
    },
    remove(subscription) {
      const subscriptions = byActor.get(subscription.actorId);
      subscriptions?.delete(subscription);
      if (subscriptions?.size === 0) byActor.delete(subscription.actorId);
    },
    ended: (connection) => void connections.delete(connection),
  };

  return {
    accept(socket) {
      if (closed) {
        socket.terminate();
        return;
      }
      sessions += 1;
      const session = `session-${sessions}`;
      const log = options.log.child({ liveSession: session });
      connections.add(new StompConnection(socket, host, session, log));
    },
    publish(actorId, message) {
      const subscriptions = byActor.get(actorId);
      if (!subscriptions) return 0;
      const json = JSON.stringify(message);
      let reached = 0;
      for (const subscription of subscriptions) if (subscription.deliver(json)) reached += 1;
      return reached;
    },
    connectionCount: () => connections.size,
    close() {
      closed = true;
      for (const connection of connections) connection.close();
    },
  };
}
