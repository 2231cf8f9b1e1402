import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { END_SQL, FORGET_EXPIRED_SQL, LIVE_SQL, OPEN_SQL } from './sessions.sql.ts';

// Migration 035: a token is honoured while its session row exists.

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
