import { readdirSync, readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './openDatabase.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

/** Applies, in order, every migration in db/migrations not yet recorded in schema_migrations. */
export function migrate(db: DatabaseSync): string[] {
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
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((name) => FILE_NAME.test(name))
    .sort()
    .filter((name) => !applied.has(name));
  for (const name of pending) {
    const sql = readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8');
    inTransaction(db, () => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(name);
    });
  }
  return pending;
}
