/**
 * Live notifications: the constants of spec §9 and the queue they apply to, in one place for the
 * client, its tests and the brokers' tests.
 */

/**
 * The arguments every subscriber declares its queue with (spec §9): a message lives
 * 1,000,000 ms, an unused queue expires after 2,000,000 ms, nothing survives a broker restart and
 * the queue goes with its last subscriber. A broker refuses a subscription whose arguments differ
 * from the queue's, so these travel exactly as they are (STOMP header values are strings).
 */
export const NOTIFICATION_QUEUE_HEADERS = {
  'x-message-ttl': '1000000',
  'x-expires': '2000000',
  durable: 'false',
  'auto-delete': 'true',
} as const;

/** The queue of one actor's notifications; `actorId` is the token's `ida`. */
export function notificationQueue(actorId: number): string {
  // A queue named after `undefined` or `NaN` would be subscribed to happily and never receive.
  if (!Number.isSafeInteger(actorId) || actorId <= 0)
    throw new Error(`notificationQueue: actorId must be a positive integer, not ${actorId}`);
  return `/queue/notificaciones.${actorId}`;
}

/** Spec §9: about 8 reconnect attempts a minute after the connection closes, 10 when configured. */
export type ReconnectsPerMinute = 8 | 10;

export const DEFAULT_RECONNECTS_PER_MINUTE: ReconnectsPerMinute = 8;

/** The wait between two attempts: 7,500 ms at 8 a minute, 6,000 ms at 10. */
export const reconnectDelayMs = (perMinute: ReconnectsPerMinute): number => 60_000 / perMinute;

/**
 * STOMP heart-beats, both ways: a connection a proxy or a sleeping laptop silently dropped is
 * noticed within a few beats and reconnected, instead of waiting for messages that never come.
 */
export const HEARTBEAT_MS = 10_000;
