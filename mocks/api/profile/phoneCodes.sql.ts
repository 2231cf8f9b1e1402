// SQL of the codes that confirm a new mobile number: one row per code sent, with its wrong tries
// and when it was spent.

/** A user's last code (positional: the user). */
export const LAST_CODE_SQL = `SELECT id, phone, code_hash AS codeHash, sent_at AS sentAt,
    expires_at AS expiresAt, attempts, used_at AS usedAt
  FROM phone_codes WHERE user_id = ? ORDER BY id DESC LIMIT 1`;

/** How many codes a user was sent since a time, and the oldest (positional: user, since). */
export const RECENT_CODES_SQL = `SELECT count(*) AS count, min(sent_at) AS oldest FROM phone_codes
  WHERE user_id = ? AND sent_at > ?`;

/** Writes a code sent (positional: user, phone, hash, sent at, expires at). */
export const INSERT_CODE_SQL = `INSERT INTO phone_codes (user_id, phone, code_hash, sent_at,
    expires_at)
  VALUES (?, ?, ?, ?, ?)`;

/** Counts one wrong try of a code (positional: the code). */
export const COUNT_WRONG_TRY_SQL = 'UPDATE phone_codes SET attempts = attempts + 1 WHERE id = ?';

/** Marks a code spent (positional: when, the code). */
export const SPEND_CODE_SQL = 'UPDATE phone_codes SET used_at = ? WHERE id = ?';
