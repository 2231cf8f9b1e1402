import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../../db/query.ts';

export interface PasswordTaskRow {
  id: number;
  detalle: string;
  skipped_at: number | null;
}

export const CHANGE_PASSWORD_MODULE = 'cambiarClave';

const SESSION_SQL = 'SELECT id, user_id, expires_at FROM sessions WHERE id = ?';
const REOPEN_SQL = 'INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)';
const HASH_SQL = 'SELECT password_hash FROM users WHERE id = ?';
const SET_HASH_SQL = 'UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?';
const OPEN_TASK_SQL = `SELECT id, detalle, skipped_at FROM user_tasks
  WHERE user_id = ? AND modulo = '${CHANGE_PASSWORD_MODULE}' AND completed_at IS NULL
  ORDER BY orden, id LIMIT 1`;

export const passwordHashOf = (db: DatabaseSync, userId: number) =>
  queryOne<{ password_hash: string }>(db, HASH_SQL, userId)?.password_hash;

/**
 * Sets the user's password. Migration 035's trigger ends every session of theirs; the one that
 * made the change is opened again under the same id, inside the caller's transaction, so its
 * token keeps working while every other token of the user is refused.
 */
export function setPasswordKeepingSession(
  db: DatabaseSync,
  userId: number,
  passwordHash: string,
  sessionId: string,
  now: number,
): void {
  const session = queryOne<{ id: string; user_id: number; expires_at: number }>(
    db,
    SESSION_SQL,
    sessionId,
  );
  db.prepare(SET_HASH_SQL).run(passwordHash, now, userId);
  if (session) db.prepare(REOPEN_SQL).run(session.id, session.user_id, session.expires_at);
}

/** The user's open copy of the password-change task, if any. */
export const openPasswordTask = (db: DatabaseSync, userId: number) =>
  queryOne<PasswordTaskRow>(db, OPEN_TASK_SQL, userId);

/** Whether the copy's `detalle` lets it wait (`[{"omitible": true}]`, a periodic reminder). */
export function isSkippable(task: PasswordTaskRow): boolean {
  const detalle = JSON.parse(task.detalle) as unknown;
  return (
    Array.isArray(detalle) &&
    detalle.some(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        (item as { omitible?: unknown }).omitible === true,
    )
  );
}
