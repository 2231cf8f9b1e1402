import { useSyncExternalStore } from 'react';
import { offlineStore, type OfflineState } from './offlineStore';

/** The connection state and the saved copy's time; re-renders when either changes. */
export function useOffline(): OfflineState {
  return useSyncExternalStore(offlineStore.subscribe, offlineStore.getState, offlineStore.getState);
}
