import { navigateTo } from '@/lib/navigation';
import { SESSION_TEXTS, sessionStore } from '@/lib/session';

// The login route's path; lib sits below the route table, so it names it here.
const LOGIN_PATH = '/login';

/** Operations where a 401 means wrong credentials, not an expired session. */
const CREDENTIAL_OPERATIONS = [/^\/auth\/login\b/, /^\/auth\/clave\//];

export function isCredentialOperation(url: string): boolean {
  return CREDENTIAL_OPERATIONS.some((pattern) => pattern.test(url));
}

/**
 * spec §4: a rejected token ends the session and sends the user to log in again.
 * Only the first of several parallel 401s for the same token acts.
 */
export function endExpiredSession(rejectedToken: string): void {
  if (sessionStore.getState().token !== rejectedToken) return;
  sessionStore.signOut('expired');
  navigateTo(`${LOGIN_PATH}?${new URLSearchParams({ message: SESSION_TEXTS.expired })}`);
}
