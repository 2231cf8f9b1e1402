import type { ShellNetwork } from '@/lib/http';
import { SAVED_AT_HEADER } from './protocol';
import { OFFLINE_TEXTS } from './texts';

/** What the page knows about its connection: offline, and the oldest saved copy it shows. */
export interface OfflineState {
  online: boolean;
  /** When the oldest copy on screen was saved; null when every answer came from the network. */
  copySavedAt: Date | null;
}

type Listener = () => void;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let state: OfflineState = { online: isOnline(), copySavedAt: null };
const listeners = new Set<Listener>();

function emit(next: OfflineState): void {
  if (next.online === state.online && next.copySavedAt?.getTime() === state.copySavedAt?.getTime())
    return;
  state = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => emit({ online: true, copySavedAt: null }));
  window.addEventListener('offline', () => emit({ ...state, online: false }));
}

export const offlineStore = {
  getState: (): OfflineState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Every answer of the app's calls passes here: one the service worker served from its copy
   * (SAVED_AT_HEADER) marks the page as showing a copy; a fresh one means the network is back.
   */
  noteAnswer(headers: Headers): void {
    const saved = headers.get(SAVED_AT_HEADER);
    if (saved === null) {
      if (state.copySavedAt !== null) emit({ online: true, copySavedAt: null });
      return;
    }
    const savedAt = new Date(saved);
    if (Number.isNaN(savedAt.getTime())) return;
    const oldest = state.copySavedAt && state.copySavedAt < savedAt ? state.copySavedAt : savedAt;
    emit({ online: isOnline(), copySavedAt: oldest });
  },
};

/** What the app's calls report: answers (a copy or not) and, offline, what to say instead of an error. */
export const offlineObserver: Pick<ShellNetwork, 'answered' | 'unreachable'> = {
  answered: (headers) => offlineStore.noteAnswer(headers),
  unreachable(method) {
    if (isOnline()) return null;
    return method.toUpperCase() === 'GET' ? OFFLINE_TEXTS.noCopy : OFFLINE_TEXTS.notSent;
  },
};
