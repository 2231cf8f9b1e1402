import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

// Migration 035: a token is honoured while its session row exists.
const OPEN_SQL = 'INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)';
// A user's expired rows go when they sign in again: the table holds live sessions only.
const FORGET_EXPIRED_SQL = 'DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?';
const END_SQL = 'DELETE FROM sessions WHERE id = ?';
const LIVE_SQL = 'SELECT id FROM sessions WHERE id IN (SELECT value FROM json_each(?))';

/** Opens a session for `userId` until `expiresAt` (ms) and returns its id, the token's `sid`. */
export function openSession(db: DatabaseSync, userId: number, now: number, expiresAt: number) {
  db.prepare(FORGET_EXPIRED_SQL).run(userId, now);
  const id = randomUUID();
  db.prepare(OPEN_SQL).run(id, userId, expiresAt);
  return id;
}

/** Ends one session (signing out): its token is refused from now on. */
export function endSession(db: DatabaseSync, sessionId: string): void {
  db.prepare(END_SQL).run(sessionId);
}

/** Which of `sessionIds` still exist. */
export function liveSessions(db: DatabaseSync, sessionIds: readonly string[]): Set<string> {
  const rows = db.prepare(LIVE_SQL).all(JSON.stringify(sessionIds)) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}
