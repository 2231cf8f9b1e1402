import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './sessionStore';

/** The signed-in user, token and claims; re-renders on sign-in and sign-out. */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}
