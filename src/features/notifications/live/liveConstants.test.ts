import { describe, expect, it } from 'vitest';
import { NOTIFICATION_QUEUE_HEADERS, notificationQueue, reconnectDelayMs } from './liveConstants';

describe('live notification constants (spec §9)', () => {
  it('declares the queue with the spec arguments, as STOMP header strings', () => {
    expect(NOTIFICATION_QUEUE_HEADERS).toEqual({
      'x-message-ttl': '1000000',
      'x-expires': '2000000',
      durable: 'false',
      'auto-delete': 'true',
    });
  });

  it('names one queue per actor', () => {
    expect(notificationQueue(42)).toBe('/queue/notificaciones.42');
  });

  it.each([0, -3, 1.5, Number.NaN])('refuses %s as an actor id', (actorId) => {
    expect(() => notificationQueue(actorId)).toThrow(/actorId/);
  });

  it('waits 7,500 ms between attempts at 8 a minute and 6,000 ms at 10', () => {
    expect(reconnectDelayMs(8)).toBe(7_500);
    expect(reconnectDelayMs(10)).toBe(6_000);
  });
});
