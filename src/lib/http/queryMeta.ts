/** Per-query and per-mutation options read by the QueryClient's error handler. */
export interface CampusQueryMeta extends Record<string, unknown> {
  /** The screen shows the error itself, so the spec §8 toast stays quiet. */
  silentError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CampusQueryMeta;
    mutationMeta: CampusQueryMeta;
  }
}
