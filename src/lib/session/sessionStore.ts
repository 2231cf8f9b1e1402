import type { SesionUsuario } from '@generated/main/model';
import { clearSessionStorage, readStorage, writeStorage } from '@/lib/storage';
import { decodeClaims, type SessionClaims } from './claims';

export interface Session {
  token: string | null;
  user: SesionUsuario | null;
  claims: SessionClaims | null;
}

type Listener = () => void;

const EMPTY: Session = { token: null, user: null, claims: null };

function restore(): Session {
  const token = readStorage('token');
  if (!token) return EMPTY;
  return { token, user: readStorage('user'), claims: decodeClaims(token) };
}

let state: Session = restore();
const listeners = new Set<Listener>();
const signOutCallbacks = new Set<() => void>();

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
  signIn(token: string, user: SesionUsuario): void {
    writeStorage('token', token);
    writeStorage('user', user);
    emit({ token, user, claims: decodeClaims(token) });
  },
  /** Forgets the session everywhere: storage keys, then whatever registered (query cache, sockets). */
  signOut(): void {
    clearSessionStorage();
    for (const callback of signOutCallbacks) callback();
    if (state !== EMPTY) emit(EMPTY);
  },
  /** Registers work to do on sign-out; returns the unregister function. */
  onSignOut(callback: () => void): () => void {
    signOutCallbacks.add(callback);
    return () => signOutCallbacks.delete(callback);
  },
};
