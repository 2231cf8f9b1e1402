import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { apiUrl, ok } from '@/test/api';
import { apiServer } from '@/test/apiServer';
import { renderWithProviders } from '@/test/renderWithProviders';
import * as live from './liveClient';
import type { LiveClientOptions } from './liveClient';
import LiveNotifications from './LiveNotifications';

// The broker is the delivery check's business (src/test/live/liveDelivery.check.ts); here the
// client is a seam that hands over what "arrives". A spy, not a module mock: the file shares its
// worker's modules (src/test/unitProjects.ts); the setup restores it after each test.
const started: LiveClientOptions[] = [];
beforeEach(() => {
  vi.spyOn(live, 'startLiveClient').mockImplementation((options) => {
    started.push(options);
    return { stop: async () => undefined };
  });
});

afterEach(() => {
  started.length = 0;
  act(() => toast.clear());
});

const arrival = (title: string) => ({
  id: 900,
  type: 'ADMINISTRATIVO',
  subtype: 'TRAMITES',
  title,
  description: 'Revisa el detalle.',
  icon: 'tramite',
  time: new Date().toISOString(),
});

const serve = (quietHours: { from: string; to: string } | null) =>
  apiServer.use(
    http.post(apiUrl('notifications', '/notification/validate'), () =>
      ok({ queue: '/queue/notificaciones.5001', isActive: true }),
    ),
    http.get(apiUrl('notifications', '/notification/pending'), () =>
      ok({ totalPending: 1, isBadgeActive: true }),
    ),
    http.get(apiUrl('notifications', '/notification/listconfiguration'), () =>
      ok({ groups: [], quietHours }),
    ),
  );

const connect = async () => {
  renderWithProviders(<LiveNotifications />, { user: 'student' });
  await waitFor(() => expect(started).toHaveLength(1));
  return started[0]!;
};

describe('LiveNotifications', () => {
  it('announces an arrival and toasts it outside quiet hours', async () => {
    serve(null);
    const client = await connect();
    await act(() => client.onNotification(arrival('Tu trámite avanzó')));
    expect(await screen.findByText('Nueva notificación: Tu trámite avanzó')).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.getSnapshot().map((item) => item.detail)).toEqual(['Tu trámite avanzó']),
    );
  });

  it('keeps quiet (no toast) in quiet hours, and still announces', async () => {
    // From a minute ago to two minutes ahead, Lima time (across midnight if need be).
    const limaTime = (offsetMinutes: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Lima',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(Date.now() + offsetMinutes * 60_000));
    serve({ from: limaTime(-1), to: limaTime(2) });
    const client = await connect();
    await act(() => client.onNotification(arrival('Silenciosa')));
    expect(screen.getByText('Nueva notificación: Silenciosa')).toBeInTheDocument();
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('drops a message that is not a notification', async () => {
    serve(null);
    const client = await connect();
    await act(() => client.onNotification({ hola: 'mundo' }));
    // A real one after it is toasted alone: the first was dropped, not queued.
    await act(() => client.onNotification(arrival('Real')));
    expect(toast.getSnapshot().map((item) => item.detail)).toEqual(['Real']);
    expect(screen.queryByText(/mundo/)).not.toBeInTheDocument();
  });
});
