/**
 * A simple-rest list's query as ra-data-simple-rest sends it: each of `sort`, `range` and
 * `filter` as JSON (`{ sort: ['id', 'ASC'] }` -> `{ sort: '["id","ASC"]' }`).
 */
export const listQuery = (query: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
