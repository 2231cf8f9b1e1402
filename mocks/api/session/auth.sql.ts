import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../../db/query.ts';

export interface AccountRow {
  id: number;
  actor_id: number;
  username: string;
  password_hash: string;
  tip: 1 | 2 | 3;
  first_name: string;
  paternal_surname: string;
  maternal_surname: string;
  user_code: string;
  email: string | null;
  is_admin: number;
  is_psychologist: number;
  is_superadmin: number;
  brand_code: string;
  enrolment_code: string | null;
  cycle_code: string | null;
  programme_name: string | null;
}

export interface ResetCodeRow {
  id: number;
  code_hash: string;
}

const MAX_CODE_ATTEMPTS = 5;

export function findAccount(db: DatabaseSync, username: string): AccountRow | undefined {
  return queryOne<AccountRow>(
    db,
    `SELECT u.id, u.actor_id, u.username, u.password_hash, u.tip, u.first_name, u.paternal_surname,
         u.maternal_surname, u.user_code, u.email, u.is_admin, u.is_psychologist,
         u.is_admin AND EXISTS (SELECT 1 FROM superadmin_allowlist a WHERE a.username = u.username)
           AS is_superadmin,
         b.code AS brand_code, e.code AS enrolment_code, e.cycle_code, p.name AS programme_name
       FROM users u
       JOIN brands b ON b.id = u.brand_id
       LEFT JOIN enrolments e ON e.student_id = u.id AND e.is_primary = 1
       LEFT JOIN programmes p ON p.id = e.programme_id
       WHERE u.username = ? AND u.is_active = 1`,
    username,
  );
}

export function audit(
  db: DatabaseSync,
  entry: { userId: number; action: string; ip: string; at: number },
): void {
  db.prepare('INSERT INTO audit_log (user_id, action, ip, created_at) VALUES (?, ?, ?, ?)').run(
    entry.userId,
    entry.action,
    entry.ip,
    entry.at,
  );
}

/** Stores a new code and spends the user's earlier ones: only the last mailed code works. */
export function replaceResetCode(
  db: DatabaseSync,
  userId: number,
  codeHash: string,
  now: number,
  ttlMs: number,
): void {
  db.prepare(
    'UPDATE password_reset_codes SET spent_at = ? WHERE user_id = ? AND spent_at IS NULL',
  ).run(now, userId);
  db.prepare(
    'INSERT INTO password_reset_codes (user_id, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(userId, codeHash, now + ttlMs, now);
}

/**
 * Counts one try against the user's live code and returns it, or nothing when there is no code
 * left to try. Counting before checking keeps parallel guesses within MAX_CODE_ATTEMPTS.
 */
export function takeCodeAttempt(
  db: DatabaseSync,
  userId: number,
  now: number,
): ResetCodeRow | undefined {
  return queryOne<ResetCodeRow>(
    db,
    `UPDATE password_reset_codes SET attempts = attempts + 1
       WHERE id = (SELECT id FROM password_reset_codes
                   WHERE user_id = ? AND spent_at IS NULL AND expires_at > ? AND attempts < ?
                   ORDER BY id DESC LIMIT 1)
       RETURNING id, code_hash`,
    userId,
    now,
    MAX_CODE_ATTEMPTS,
  );
}

export function spendCode(db: DatabaseSync, codeId: number, now: number): void {
  db.prepare('UPDATE password_reset_codes SET spent_at = ? WHERE id = ?').run(now, codeId);
}

/** The user's own new password (a reset): the cambiarClave reminder counts from `now`. */
export function setPasswordHash(
  db: DatabaseSync,
  userId: number,
  passwordHash: string,
  now: number,
): void {
  db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(
    passwordHash,
    now,
    userId,
  );
}
