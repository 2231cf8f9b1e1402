import type { QueryClient } from '@tanstack/react-query';

// Every procedure read lives under these paths: a change to one request can move it between the
// requester's lists, the trays and their counters, so they all go stale together.
const PROCEDURE_PATHS = ['/tramitesolicitudsae/', '/tramitesae/'];

/** Marks every procedure query stale (the open ones refetch). */
export function refreshRequests(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'main' &&
      PROCEDURE_PATHS.some((path) => String(queryKey[1] ?? queryKey[2]).startsWith(path)),
  });
}
