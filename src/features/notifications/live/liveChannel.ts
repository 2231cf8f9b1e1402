/** What the leading tab tells the other tabs of the same user. */
export type LiveSignal =
  /** A notification the leader received, for every tab to show once. */
  | { kind: 'notification'; body: unknown }
  /** The leader (re)subscribed: what came meanwhile reached no one, so lists are read again. */
  | { kind: 'resync' }
  /** The session of `token` ended in one tab: every tab of it stops its live updates. */
  | { kind: 'ended'; token: string };

/** The part of BroadcastChannel the tabs talk through. */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface LiveChannel {
  post(signal: LiveSignal): void;
  close(): void;
}

const KINDS = new Set<unknown>(['notification', 'resync', 'ended']);

const isSignal = (data: unknown): data is LiveSignal =>
  typeof data === 'object' && data !== null && KINDS.has((data as { kind?: unknown }).kind);

/**
 * The browser's own channel among the tabs of one user. `receive` gets what the other tabs post,
 * never this tab's own posts (BroadcastChannel does not echo to its sender).
 */
export function openLiveChannel(
  channel: TabChannel,
  receive: (signal: LiveSignal) => void,
): LiveChannel {
  channel.onmessage = (event) => {
    if (isSignal(event.data)) receive(event.data);
  };
  return {
    post: (signal) => channel.postMessage(signal),
    close: () => channel.close(),
  };
}
