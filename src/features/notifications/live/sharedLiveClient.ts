import type { LiveClientOptions } from './liveClient';
import { openLiveChannel, type LiveChannel, type TabChannel } from './liveChannel';
import { leadWhenFree, type TabLocks } from './tabLeader';

export interface SharedLiveOptions extends Pick<
  LiveClientOptions,
  'brokerURL' | 'login' | 'passcode' | 'actorId' | 'onNotification'
> {
  /** A subscription is in place (again): lists read before it may miss what came meanwhile. */
  onResync(): void;
}

/** How the tabs of one browser share: its Web Locks and its BroadcastChannel. */
export interface TabSharing {
  locks: TabLocks;
  openChannel(name: string): TabChannel;
}

export interface SharedLive {
  /** This tab leaves; if it led, the next tab of the user takes the connection over. */
  leave(): void;
  /** The session ended here (sign-out, expiry): every tab of that session leaves. */
  end(): void;
}

/** The browser's sharing, or null where either API is missing: each tab then connects alone. */
export function browserSharing(): TabSharing | null {
  const locks = globalThis.navigator?.locks;
  if (!locks || typeof BroadcastChannel === 'undefined') return null;
  return { locks, openChannel: (name) => new BroadcastChannel(name) };
}

// The STOMP client loads after the page, and only in the tab that connects.
const loadLiveClient = () => import('./liveClient');

/**
 * One live connection per browser and user, shared by all its tabs: the tab holding the user's
 * Web Lock connects and passes each notification on over a BroadcastChannel; the others listen.
 * When the leading tab closes or leaves, the browser hands the lock to the next tab, which
 * connects. Every tab, leader included, gets each notification once and each resync.
 */
export function joinLiveClient(
  options: SharedLiveOptions,
  sharing: TabSharing | null = browserSharing(),
  load = loadLiveClient,
): SharedLive {
  const { onNotification, onResync, ...connection } = options;
  let channel: LiveChannel | null = null;

  const lead = () => {
    let resigned = false;
    let subscribed = false;
    let stop: (() => Promise<void>) | undefined;
    const resync = () => {
      channel?.post({ kind: 'resync' });
      onResync();
    };
    void load().then(({ startLiveClient }) => {
      if (resigned) return;
      stop = startLiveClient({
        ...connection,
        onNotification: (body) => {
          channel?.post({ kind: 'notification', body });
          return onNotification(body);
        },
        onReconnected: resync,
        onStatusChange: (status) => {
          if (status !== 'conectado' || subscribed) return;
          subscribed = true;
          resync();
        },
      }).stop;
    });
    return () => {
      resigned = true;
      void stop?.();
    };
  };

  if (!sharing) {
    const stop = lead();
    return { leave: stop, end: stop };
  }

  const name = `campus-live.${connection.actorId}`;
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    resign();
    channel?.close();
  };
  channel = openLiveChannel(sharing.openChannel(name), (signal) => {
    if (signal.kind === 'notification') onNotification(signal.body);
    else if (signal.kind === 'resync') onResync();
    else if (signal.token === connection.passcode) leave();
  });
  const resign = leadWhenFree(name, lead, sharing.locks);
  return {
    leave,
    end() {
      if (!left) channel?.post({ kind: 'ended', token: connection.passcode });
      leave();
    },
  };
}
