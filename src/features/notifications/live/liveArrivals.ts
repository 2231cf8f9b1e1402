import { useSyncExternalStore } from 'react';

/** spec §9: a notification that arrives live is marked new for about half a second. */
export const NEW_HIGHLIGHT_MS = 500;

type Listener = () => void;

interface Snapshot {
  /** Ids that arrived live less than NEW_HIGHLIGHT_MS ago. */
  fresh: ReadonlySet<number>;
  /** Live arrivals since the page loaded: the bell shows its tooltip when this grows. */
  count: number;
  /** What screen readers hear about the latest arrival. */
  announcement: string;
}

let snapshot: Snapshot = { fresh: new Set(), count: 0, announcement: '' };
const listeners = new Set<Listener>();

function update(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/** The live notifications of this tab, as the list, the bell and the announcer read them. */
export const liveArrivals = {
  add(id: number, announcement: string) {
    update({
      fresh: new Set([...snapshot.fresh, id]),
      count: snapshot.count + 1,
      announcement,
    });
    setTimeout(() => {
      const fresh = new Set(snapshot.fresh);
      fresh.delete(id);
      update({ fresh });
    }, NEW_HIGHLIGHT_MS);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => snapshot,
};

export function useLiveArrivals(): Snapshot {
  return useSyncExternalStore(liveArrivals.subscribe, liveArrivals.getSnapshot);
}
