import { readdirSync, readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './openDatabase.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

/** Fills the tables a migration created with its demo data, inside the migration's transaction. */
export type Seeder = (db: DatabaseSync) => void;

export interface MigrateOptions {
  /** Demo data by migration file name: seeded when, and only when, that migration is applied. */
  seeders?: Readonly<Record<string, Seeder>>;
  /** @default db/migrations */
  dir?: URL;
}

/** Every migration file of `dir`, in the order they apply. */
export function migrationFiles(dir: URL = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => FILE_NAME.test(name))
    .sort();
}

/** The migrations of `dir` not yet recorded in schema_migrations, in order. */
export function pendingMigrations(db: DatabaseSync, dir: URL = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => String(row.version)),
  );
  return migrationFiles(dir).filter((name) => !applied.has(name));
}

/**
 * Applies, in order, every migration not yet recorded, each with its demo data: a new area's
 * tables get their data on an existing database, without a reset.
 */
export function migrate(
  db: DatabaseSync,
  { seeders = {}, dir = MIGRATIONS_DIR }: MigrateOptions = {},
): string[] {
  const pending = pendingMigrations(db, dir);
  for (const name of pending) {
    const sql = readFileSync(new URL(name, dir), 'utf8');
    inTransaction(db, () => {
      db.exec(sql);
      seeders[name]?.(db);
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(name);
    });
  }
  return pending;
}

/**
 * Migration numbers taken by more than one file, with the files, leaving out the pairs in
 * `allowed`: two branches that each add "the next" migration on the same day would otherwise
 * both land, and their order would hang on the rest of their names.
 */
export function numbersTakenTwice(
  files: readonly string[],
  allowed: readonly (readonly string[])[] = [],
): Record<string, string[]> {
  const byNumber = new Map<string, string[]>();
  for (const file of files) {
    const number = FILE_NAME.exec(file)?.[1];
    if (number) byNumber.set(number, [...(byNumber.get(number) ?? []), file]);
  }
  const isAllowed = (taken: string[]) =>
    allowed.some((pair) => pair.length === taken.length && taken.every((f) => pair.includes(f)));
  return Object.fromEntries(
    [...byNumber].filter(([, taken]) => taken.length > 1 && !isAllowed(taken)),
  );
}
