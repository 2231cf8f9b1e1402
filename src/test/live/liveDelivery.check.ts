import { expect, vi } from 'vitest';
import { startLiveClient, type LiveStatus } from '@/features/notifications/live/liveClient';
import { reconnectDelayMs } from '@/features/notifications/live/liveConstants';

/** A broker to check, and the two things only its own test knows how to do. */
export interface LiveDeliveryTarget {
  brokerURL: string;
  login: string;
  passcode: string;
  actorId: number;
  /** Puts `body` (a notification as JSON text) on the actor's queue, the way the backend does. */
  publish(body: string): Promise<void>;
  /** Closes the client's connection from the broker's side, as a restart or a network cut would. */
  dropConnections(): Promise<void>;
}

// The shorter of the spec's two reconnect paces keeps the check quick.
const RECONNECTS_PER_MINUTE = 10;
const CONNECT_TIMEOUT_MS = 10_000;
const DELIVERY_TIMEOUT_MS = 5_000;

/** What a backend sends: accents included, since a broker that mangles UTF-8 fails here first. */
const notification = (id: number) => ({
  id,
  type: 'ACADEMICO',
  subtype: 'NOTAS',
  title: 'Nueva calificación publicada',
  subtitle: 'Matemática Aplicada',
  description: 'Tu docente registró la nota de la Evaluación Parcial.',
  linkName: 'Ver curso',
  link: '/estudiantes/cursos/matematica-aplicada-[id_seccion]/3',
  icon: 'calificacion',
  isSeen: false,
  time: new Date().toISOString(),
});

/**
 * The live client against a real broker: it subscribes, a published notification arrives intact,
 * and after the broker drops the connection it subscribes again, says so (the app's cue to
 * refetch) and receives what is published next. Brokers differ only in `target`.
 */
export async function checkLiveDelivery(target: LiveDeliveryTarget): Promise<void> {
  const statuses: LiveStatus[] = [];
  const received: unknown[] = [];
  let reconnections = 0;
  const client = startLiveClient({
    brokerURL: target.brokerURL,
    login: target.login,
    passcode: target.passcode,
    actorId: target.actorId,
    reconnectsPerMinute: RECONNECTS_PER_MINUTE,
    onNotification: (body) => {
      received.push(body);
    },
    onReconnected: () => (reconnections += 1),
    onStatusChange: (status) => statuses.push(status),
  });
  const until = (assertion: () => void, timeout: number) =>
    vi.waitFor(assertion, { timeout, interval: 20 });
  try {
    await until(() => expect(statuses.at(-1), 'subscribed').toBe('conectado'), CONNECT_TIMEOUT_MS);

    const first = notification(1);
    await target.publish(JSON.stringify(first));
    await until(() => expect(received).toEqual([first]), DELIVERY_TIMEOUT_MS);

    await target.dropConnections();
    await until(
      () => expect(reconnections, 'reconnected').toBe(1),
      reconnectDelayMs(RECONNECTS_PER_MINUTE) + CONNECT_TIMEOUT_MS,
    );
    expect(statuses).toEqual([
      'conectando',
      'conectado',
      'desconectado',
      'conectando',
      'conectado',
    ]);

    const second = notification(2);
    await target.publish(JSON.stringify(second));
    await until(() => expect(received).toEqual([first, second]), DELIVERY_TIMEOUT_MS);
  } finally {
    await client.stop();
  }
}
