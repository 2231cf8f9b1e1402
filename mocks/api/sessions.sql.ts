// SQL of the sessions (migration 035): a token is honoured while its session row exists.

/** Opens a session (positional: id, user, expires at). */
export const OPEN_SQL = 'INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)';

/**
 * Deletes a user's expired sessions (positional: user, now): they go when the user signs in
 * again, so the table holds live sessions only.
 */
export const FORGET_EXPIRED_SQL = 'DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?';

/** Ends one session (positional: its id). */
export const END_SQL = 'DELETE FROM sessions WHERE id = ?';

/** Which of a JSON array of session ids still exist (positional: the array). */
export const LIVE_SQL = 'SELECT id FROM sessions WHERE id IN (SELECT value FROM json_each(?))';
