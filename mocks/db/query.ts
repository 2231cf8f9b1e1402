import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

// node:sqlite types every row as a record of unknowns; each query names the row it selects once,
// here, instead of casting at every call.

/** Positional values for `?`, or one object for `:name` placeholders. */
export type QueryParams = SQLInputValue[] | [Record<string, SQLInputValue>];

export function queryAll<Row>(db: DatabaseSync, sql: string, ...params: QueryParams): Row[] {
  return db.prepare(sql).all(...(params as SQLInputValue[])) as Row[];
}

export function queryOne<Row>(
  db: DatabaseSync,
  sql: string,
  ...params: QueryParams
): Row | undefined {
  return db.prepare(sql).get(...(params as SQLInputValue[])) as Row | undefined;
}

/** The answer of a query whose one row holds one 0/1 column (an EXISTS): true when 1. */
export function queryFlag(db: DatabaseSync, sql: string, ...params: QueryParams): boolean {
  return Object.values(queryOneOrThrow<Record<string, unknown>>(db, sql, ...params))[0] === 1;
}

/** For queries that always answer one row (counts, EXISTS flags): none is a bug, not a 404. */
export function queryOneOrThrow<Row>(db: DatabaseSync, sql: string, ...params: QueryParams): Row {
  const row = queryOne<Row>(db, sql, ...params);
  if (row === undefined) throw new Error(`Query answered no row: ${sql}`);
  return row;
}

/**
 * One page of a spec-shaped list (spec §7's `pagina` from 1 and `tamanoPagina` rows): `page`
 * reads `:limit` and `:offset` besides the filter's named values, `count` answers `total` for
 * the same filter.
 */
export function queryPage<Row>(
  db: DatabaseSync,
  sql: { page: string; count: string },
  filter: Record<string, SQLInputValue>,
  pagina: number,
  tamanoPagina: number,
): { rows: Row[]; total: number } {
  const rows = queryAll<Row>(db, sql.page, {
    ...filter,
    limit: tamanoPagina,
    offset: (pagina - 1) * tamanoPagina,
  });
  const { total } = queryOneOrThrow<{ total: number }>(db, sql.count, filter);
  return { rows, total };
}
