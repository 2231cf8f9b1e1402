import type { DatabaseSync } from 'node:sqlite';
import { INSERT_SQL } from './audit.sql.ts';

export interface AuditEntry {
  userId: number;
  resource: string;
  recordId: string | number;
  /** A record change, or a named event on it (a temporary password, which carries no values). */
  action: 'create' | 'update' | 'delete' | 'CLAVE_TEMPORAL';
  before: unknown;
  after: unknown;
  at: number;
}

/**
 * Writes who changed which record, when, with the record before and after, to the audit log that
 * also holds sign-ins. Run it inside the change's transaction.
 */
export function writeAudit(db: DatabaseSync, entry: AuditEntry): void {
  const json = (value: unknown) =>
    value === null || value === undefined ? null : JSON.stringify(value);
  db.prepare(INSERT_SQL).run(
    entry.at,
    entry.userId,
    entry.resource,
    String(entry.recordId),
    entry.action,
    json(entry.before),
    json(entry.after),
  );
}
