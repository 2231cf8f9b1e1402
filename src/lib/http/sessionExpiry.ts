import { sessionStore } from '@/lib/session';

/**
 * spec §4: a rejected token ends the session; the route guard then sends the user to log in
 * again with 'Sesión expirada'. Only the first of several parallel 401s for the same token acts.
 */
export function endExpiredSession(rejectedToken: string): void {
  if (sessionStore.getState().token !== rejectedToken) return;
  sessionStore.signOut('expired');
}
