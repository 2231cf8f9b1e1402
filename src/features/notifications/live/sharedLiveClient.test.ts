import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeTab } from '@/test/live/fakeBrowser';
import type { LiveClientOptions } from './liveClient';
import { joinLiveClient } from './sharedLiveClient';

const TOKEN = 'el.jwt.del.alumno';
const ACTOR_ID = 7;

/** Stands in for the STOMP client: records each connection a tab would open. */
function fakeConnections() {
  const opened: { options: LiveClientOptions; stop: ReturnType<typeof vi.fn> }[] = [];
  const load = async () => ({
    startLiveClient: (options: LiveClientOptions) => {
      const stop = vi.fn(async () => undefined);
      opened.push({ options, stop });
      return { stop };
    },
  });
  return { opened, load };
}

function openTab(
  tab: FakeTab | null,
  connections: ReturnType<typeof fakeConnections>,
  passcode = TOKEN,
) {
  const received: unknown[] = [];
  const resyncs = { count: 0 };
  const live = joinLiveClient(
    {
      brokerURL: 'ws://campus.test/api/notifications/ws',
      login: 'alumno',
      passcode,
      actorId: ACTOR_ID,
      onNotification: (body) => {
        received.push(body);
      },
      onResync: () => (resyncs.count += 1),
    },
    tab,
    connections.load,
  );
  return { tab, live, received, resyncs };
}

/**
 * Lets the fake browser's pending work run: a lock grant or a channel message is one task away,
 * so a few turns of the task queue settle it however busy the machine is.
 */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('joinLiveClient', () => {
  it('opens one connection for two tabs, and each tab gets every notification once', async () => {
    const browser = fakeBrowser();
    const connections = fakeConnections();
    const a = openTab(browser.openTab(), connections);
    const b = openTab(browser.openTab(), connections);
    await vi.waitFor(() => expect(connections.opened).toHaveLength(1));
    const [leader] = connections.opened;
    expect(leader.options).toMatchObject({ passcode: TOKEN, actorId: ACTOR_ID, login: 'alumno' });

    leader.options.onNotification({ id: 1 });
    leader.options.onNotification({ id: 2 });
    await vi.waitFor(() => expect(b.received).toEqual([{ id: 1 }, { id: 2 }]));
    await settle();
    expect(a.received).toEqual([{ id: 1 }, { id: 2 }]);
    expect(b.received).toHaveLength(2);
    expect(connections.opened).toHaveLength(1);
  });

  it('resyncs every tab when the connection subscribes and after each reconnect', async () => {
    const browser = fakeBrowser();
    const connections = fakeConnections();
    const a = openTab(browser.openTab(), connections);
    const b = openTab(browser.openTab(), connections);
    await vi.waitFor(() => expect(connections.opened).toHaveLength(1));
    const { options } = connections.opened[0];
    options.onStatusChange?.('conectando');
    options.onStatusChange?.('conectado');
    await vi.waitFor(() => expect([a.resyncs.count, b.resyncs.count]).toEqual([1, 1]));
    options.onReconnected();
    await vi.waitFor(() => expect([a.resyncs.count, b.resyncs.count]).toEqual([2, 2]));
  });

  it('passes the connection on when the leading tab closes or leaves', async () => {
    const browser = fakeBrowser();
    const connections = fakeConnections();
    const a = openTab(browser.openTab(), connections);
    const b = openTab(browser.openTab(), connections);
    const c = openTab(browser.openTab(), connections);
    await vi.waitFor(() => expect(connections.opened).toHaveLength(1));

    a.tab?.close();
    await vi.waitFor(() => expect(connections.opened).toHaveLength(2));
    connections.opened[1].options.onNotification({ id: 3 });
    await vi.waitFor(() => expect(c.received).toEqual([{ id: 3 }]));
    expect(b.received).toEqual([{ id: 3 }]);
    expect(a.received).toEqual([]);

    b.live.leave();
    expect(connections.opened[1].stop).toHaveBeenCalled();
    await vi.waitFor(() => expect(connections.opened).toHaveLength(3));
    connections.opened[2].options.onNotification({ id: 4 });
    await settle();
    expect(c.received).toEqual([{ id: 3 }, { id: 4 }]);
    expect(b.received).toEqual([{ id: 3 }]);
  });

  it('ends the connection in every tab of a session that signs out in any of them', async () => {
    const browser = fakeBrowser();
    const connections = fakeConnections();
    openTab(browser.openTab(), connections);
    const b = openTab(browser.openTab(), connections);
    // Same user, another session (signed in again elsewhere): it stays.
    const other = openTab(browser.openTab(), connections, 'otro.jwt.del.alumno');
    await vi.waitFor(() => expect(connections.opened).toHaveLength(1));

    b.live.end();
    await vi.waitFor(() => expect(connections.opened[0].stop).toHaveBeenCalled());
    await vi.waitFor(() => expect(connections.opened).toHaveLength(2));
    expect(connections.opened[1].options.passcode).toBe('otro.jwt.del.alumno');
    await settle();
    expect(connections.opened).toHaveLength(2);
    expect(browser.lockQueue(`campus-live.${ACTOR_ID}`)).toBe(1);
    other.live.leave();
  });

  it('connects each tab alone where the browser cannot share', async () => {
    const connections = fakeConnections();
    const a = openTab(null, connections);
    await vi.waitFor(() => expect(connections.opened).toHaveLength(1));
    connections.opened[0].options.onNotification({ id: 5 });
    expect(a.received).toEqual([{ id: 5 }]);
    a.live.end();
    expect(connections.opened[0].stop).toHaveBeenCalled();
  });
});
