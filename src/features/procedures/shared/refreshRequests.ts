import type { QueryClient } from '@tanstack/react-query';

// Every procedure read lives under these paths: a change to one request can move it between the
// requester's lists, the trays and their counters, so they all go stale together.
const PROCEDURE_PATHS = ['/tramitesolicitudsae/', '/tramitesae/'];

/** Whether a query key is a procedure read: ['main', path, …] or ['main', 'infinite', path, …]. */
export const isProcedureKey = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'main' &&
  queryKey
    .slice(1, 3)
    .some(
      (part) => typeof part === 'string' && PROCEDURE_PATHS.some((path) => part.startsWith(path)),
    );

/** Marks every procedure query stale (the open ones refetch). */
export function refreshRequests(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isProcedureKey(queryKey) });
}
