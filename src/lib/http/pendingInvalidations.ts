import type { Mutation, QueryClient } from '@tanstack/react-query';

const pending = new Set<Promise<unknown>>();

/**
 * Starts the invalidations a generated mutation's success calls for (invalidations.ts, loaded
 * with the first mutation that succeeds, never with the sign-in page's code). Not awaited: the
 * mutation settles at once (its button stops loading) while the screens on view refetch.
 */
export function startInvalidations(queryClient: QueryClient, mutation: Pick<Mutation, 'meta'>) {
  if (!mutation.meta?.operation) return;
  const started = import('./invalidations').then(({ invalidateAfter }) =>
    invalidateAfter(queryClient, mutation),
  );
  pending.add(started);
  void started.finally(() => pending.delete(started));
}

/** Resolves once every invalidation started so far is done (tests wait on it, not on time). */
export async function invalidationsSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}
