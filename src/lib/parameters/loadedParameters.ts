import { useSyncExternalStore } from 'react';
import { sessionStore } from '@/lib/session';
import type { ParameterMap } from './parameters';

type Listener = () => void;

let loaded: ParameterMap | null = null;
const listeners = new Set<Listener>();

function emit(parameters: ParameterMap | null): void {
  if (loaded === parameters) return;
  loaded = parameters;
  for (const listener of listeners) listener();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const read = () => loaded;

// Forgotten with the session, like the query cache they came from.
sessionStore.onSignOut(() => emit(null));

/** Called by `useParameters` with what it loaded (a failed request counts as every switch off). */
export function rememberParameters(parameters: ParameterMap): void {
  emit(parameters);
}

/**
 * The parameters this session already loaded, null until then. For the route guard: it sits in
 * the sign-in pages' bundle, which stays without react-query's query observer, so it reads what
 * the shell (or a lazily loaded `useParameters`) fetched instead of fetching itself.
 */
export function useLoadedParameters(): ParameterMap | null {
  return useSyncExternalStore(subscribe, read, read);
}
