import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiError';
import { notifyError } from './notify';
import { startInvalidations } from './pendingInvalidations';
import type { CampusQueryMeta } from './queryMeta';
import { isServiceKey } from './serviceKeys';

const MAX_QUERY_RETRIES = 2;

/** Queries retry only when the server might answer next time: no answer at all, or a 5xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const transient = error.status === 0 || error.status >= 500;
  return transient && failureCount < MAX_QUERY_RETRIES;
}

export function reportError(error: unknown, meta: CampusQueryMeta | undefined): void {
  if (meta?.silentError) return;
  if (isApiError(error) && meta?.explainedStatuses?.includes(error.status)) return;
  // A 401 already ended the session and moved to the login page, which says so.
  if (isApiError(error) && error.status === 401) return;
  notifyError(error);
}

/**
 * The app's one QueryClient (shared with react-admin), reporting failures of the app's own
 * generated queries and mutations through spec §8, and refreshing what a generated mutation's
 * contract says its success makes stale. react-admin shows its own notices for its queries and
 * invalidates its own, so those are left alone (their keys do not start with a service).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isServiceKey(query.queryKey)) reportError(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (isServiceKey(mutation.options.mutationKey)) reportError(error, mutation.meta);
      },
      onSuccess: (_data, _variables, _result, mutation, { client }) =>
        startInvalidations(client, mutation),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
