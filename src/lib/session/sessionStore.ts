import type { SesionUsuario } from '@generated/main/model';
import { clearSessionStorage, readStorage, writeStorage } from '@/lib/storage';
import { decodeClaims, type SessionClaims } from './claims';

/** Why the session of this tab ended: the user logged out, or the API rejected the token. */
export type SignOutReason = 'logout' | 'expired';

export interface Session {
  token: string | null;
  user: SesionUsuario | null;
  claims: SessionClaims | null;
  /**
   * Set by `signOut` until the login page is reached, so the route guard sends the user there
   * with the right notice ('Sesión finalizada' or 'Sesión expirada') whoever navigates first.
   */
  endReason: SignOutReason | null;
}

type Listener = () => void;
/** Work to do on sign-out; a promise it returns is waited for before the session counts as ended. */
type SignOutCallback = () => void | Promise<unknown>;
/** Work to do when a session starts; a promise it returns is waited for by the sign-in's caller. */
type SignInCallback = (session: Session) => void | Promise<unknown>;

const EMPTY: Session = { token: null, user: null, claims: null, endReason: null };

/** The session the app starts with: the one storage kept, if any. */
export function restoredSession(): Session {
  const token = readStorage('token');
  if (!token) return EMPTY;
  return { token, user: readStorage('user'), claims: decodeClaims(token), endReason: null };
}

let state: Session = restoredSession();
const listeners = new Set<Listener>();
const signOutCallbacks = new Set<SignOutCallback>();
const signInCallbacks = new Set<SignInCallback>();
/** The last sign-out's work (deleting the offline copies): navigations wait for it. */
let ending: Promise<void> = Promise.resolve();

/** Runs every callback; settles when all their work has, a failure of one keeping none back. */
function settleAll<A extends unknown[]>(
  callbacks: Set<(...args: A) => void | Promise<unknown>>,
  ...args: A
): Promise<void> {
  return Promise.allSettled([...callbacks].map((callback) => callback(...args))).then(
    () => undefined,
  );
}

function emit(next: Session): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState(): Session {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Starts a session. The state changes at once; the returned promise settles when the registered
   * work has (marking the session for the offline copies), so the page that signed in can open the
   * next one only then: the session's first reads must not arrive before it is marked.
   */
  signIn(token: string, user: SesionUsuario): Promise<void> {
    writeStorage('token', token);
    writeStorage('user', user);
    const next = { token, user, claims: decodeClaims(token), endReason: null };
    emit(next);
    return settleAll(signInCallbacks, next);
  },
  /**
   * Forgets the session everywhere: storage keys, then whatever registered (query cache, sockets,
   * offline copies). The state changes at once; the returned promise settles when the registered
   * work has (a failure of one piece does not keep the others or the sign-out from ending).
   */
  signOut(reason: SignOutReason = 'logout'): Promise<void> {
    clearSessionStorage();
    ending = settleAll(signOutCallbacks);
    if (state.token !== null || state.endReason !== reason) emit({ ...EMPTY, endReason: reason });
    return ending;
  },
  /** Settles when the last sign-out's work has: a page leaving a session waits for it. */
  signedOut(): Promise<void> {
    return ending;
  },
  /** The login page was reached: later visits without a session are plain visits again. */
  acknowledgeSignOut(): void {
    if (state.endReason !== null) emit({ ...state, endReason: null });
  },
  /** Registers work to do on each sign-in; returns the unregister function. */
  onSignIn(callback: SignInCallback): () => void {
    signInCallbacks.add(callback);
    return () => signInCallbacks.delete(callback);
  },
  /** Registers work to do on sign-out; returns the unregister function. */
  onSignOut(callback: SignOutCallback): () => void {
    signOutCallbacks.add(callback);
    return () => signOutCallbacks.delete(callback);
  },
};
