// The demo API's live notifications: a minimal STOMP 1.2 broker on WebSocket, standing in for
// RabbitMQ's Web-STOMP (ARCHITECTURE "Live notifications"). Clients only subscribe to their own
// queue; the API publishes to it. Nothing is retained: a message for an actor with no
// subscription is dropped, and the client refetches its list when it reconnects.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { LiveDelivery } from '../context.ts';
import { liveTexts } from './texts.ts';
import { ConnectionCap } from './connectionCap.ts';
import { serializeFrame } from './frames.ts';
import {
  POLICY_VIOLATION,
  StompConnection,
  type ConnectionHost,
  type LiveTimings,
  type LiveUser,
  type Subscription,
} from './stompConnection.ts';

export type { LiveTimings };

export const DEFAULT_LIVE_TIMINGS: LiveTimings = { heartBeatMs: 10_000, connectTimeoutMs: 5_000 };

/** How many live connections one user, and one client address, may hold at once. */
export interface LiveLimits {
  perUser: number;
  perAddress: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  // The campus shares one connection among a browser's tabs, so five cover a user's phone, laptop
  // and a couple more browsers, while a script opening hundreds on one token is refused.
  perUser: 5,
  // Counted from the upgrade, before any CONNECT, so anonymous floods stop here too; room for a
  // classroom or a family behind one NAT address.
  perAddress: 50,
};

export interface LiveBrokerOptions {
  /** The actor and session of a session token, or null when the token is refused. */
  authenticate(token: string): Promise<LiveUser | null>;
  /** Which of these sessions still exist (the others ended: their connections close). */
  liveSessions(sessionIds: readonly string[]): Set<string>;
  log: FastifyBaseLogger;
  /** @default DEFAULT_LIVE_TIMINGS */
  timings?: Partial<LiveTimings>;
  /** @default DEFAULT_LIVE_LIMITS */
  limits?: Partial<LiveLimits>;
}

/** The broker: what handlers use of it (LiveDelivery), and what the server's socket route does. */
export interface LiveBroker extends LiveDelivery {
  /**
   * Serves a new WebSocket connection from the client `address` until it closes, or refuses it
   * with an ERROR frame when that address already holds its limit.
   */
  accept(socket: WebSocket, address: string): void;
  /** Open connections, connected or not yet. */
  connectionCount(): number;
  /** Closes every connection without another frame; later connections are closed at once. */
  close(): void;
}

export function createLiveBroker(options: LiveBrokerOptions): LiveBroker {
  const timings = { ...DEFAULT_LIVE_TIMINGS, ...options.timings };
  const limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
  const byAddress = new ConnectionCap<string>(limits.perAddress);
  const byUser = new ConnectionCap<number>(limits.perUser);
  // Each open connection's address, and its user once admitted: the slots it gives back.
  const connections = new Map<StompConnection, { address: string; user?: LiveUser }>();
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
    admit(connection, user) {
      const slots = connections.get(connection);
      if (!slots || !byUser.take(user.ida)) return false;
      slots.user = user;
      return true;
    },
    ended(connection) {
      const slots = connections.get(connection);
      if (!slots) return;
      connections.delete(connection);
      byAddress.release(slots.address);
      if (slots.user) byUser.release(slots.user.ida);
    },
  };

  return {
    accept(socket, address) {
      if (closed) {
        socket.terminate();
        return;
      }
      if (!byAddress.take(address)) {
        options.log.debug({ address }, 'Live notifications refused: too many from one address');
        refuseAtOnce(socket, liveTexts.tooManyFromAddress);
        return;
      }
      sessions += 1;
      const session = `session-${sessions}`;
      const log = options.log.child({ liveSession: session });
      connections.set(new StompConnection(socket, host, session, log), { address });
    },
    publish(actorId, message) {
      const subscriptions = byActor.get(actorId);
      if (!subscriptions) return 0;
      const json = JSON.stringify(message);
      let reached = 0;
      for (const subscription of subscriptions) if (subscription.deliver(json)) reached += 1;
      return reached;
    },
    dropEndedSessions() {
      const admitted = [...connections].filter(([, slots]) => slots.user);
      if (admitted.length === 0) return;
      const alive = options.liveSessions(admitted.map(([, slots]) => slots.user!.sessionId));
      for (const [connection, slots] of admitted) {
        if (!alive.has(slots.user!.sessionId)) connection.sessionEnded();
      }
    },
    connectionCount: () => connections.size,
    close() {
      closed = true;
      for (const connection of connections.keys()) connection.close();
    },
  };
}

/** An ERROR frame on a socket the broker will not serve, then the close (as any refusal ends). */
function refuseAtOnce(socket: WebSocket, message: string): void {
  const headers = { message, 'content-type': 'text/plain;charset=utf-8' };
  socket.send(serializeFrame({ command: 'ERROR', headers, body: 'Too many connections' }));
  socket.close(POLICY_VIOLATION);
}
