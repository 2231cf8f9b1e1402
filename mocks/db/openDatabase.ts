import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { foldText } from './foldText.ts';

export const MEMORY_DB = ':memory:';

/** Opens the demo database with the pragmas and SQL functions every query relies on. */
export function openDatabase(file: string): DatabaseSync {
  if (file !== MEMORY_DB) mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // WAL lets `npm start` and a test runner read the same file while one of them writes.
  if (file !== MEMORY_DB) db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  // SQLite's lower() ignores accents and non-ASCII case; searches must not (spec §9).
  db.function('fold', { deterministic: true }, (value) =>
    value === null ? null : foldText(String(value)),
  );
  return db;
}

/** Runs `work` inside one transaction: all of it lands or none of it does. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Runs an INSERT and returns the new row's id. */
export function insertRow(statement: StatementSync, ...values: SQLInputValue[]): number {
  return Number(statement.run(...values).lastInsertRowid);
}
