import type { ServiceName } from '@/lib/config';

/** Per-query and per-mutation options read by the QueryClient's error handler. */
export interface CampusQueryMeta extends Record<string, unknown> {
  /** The screen shows the error itself, so the spec §8 toast stays quiet. */
  silentError?: boolean;
  /**
   * Statuses the screen explains itself (a refusal it words for its reader): only those stay
   * quiet, any other failure still gets the spec §8 toast.
   */
  explainedStatuses?: readonly number[];
}

/** A generated mutation's operation in the contract (set by serviceKeys.ts, never by hand). */
export interface GeneratedOperation {
  service: ServiceName;
  operationId: string;
}

/** Per-mutation options read by the QueryClient's error and success handlers. */
export interface CampusMutationMeta extends CampusQueryMeta {
  /** Its success makes stale the queries its `x-campus-invalidates` names (invalidations.ts). */
  operation?: GeneratedOperation;
  /**
   * The screen invalidates those queries itself, when it knows they are stale: an optimistic
   * update refetches after the last of several saves, or an earlier answer undoes the others.
   */
  invalidatesItself?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CampusQueryMeta;
    mutationMeta: CampusMutationMeta;
  }
}
