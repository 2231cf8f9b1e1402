import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

// node:sqlite types every row as a record of unknowns; each query names the row it selects once,
// here, instead of casting at every call.

export function queryAll<Row>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

export function queryOne<Row>(
  db: DatabaseSync,
  sql: string,
  ...params: SQLInputValue[]
): Row | undefined {
  return db.prepare(sql).get(...params) as Row | undefined;
}
