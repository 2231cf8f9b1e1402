// SQL of the SMS codes that confirm a filing (migration 019): one row per code sent, with its
// wrong tries and when it was spent.

/** The last code sent to a user for filing a type. */
export const LAST_CODE_SQL = `SELECT id, code_hash AS codeHash, sent_at AS sentAt,
    expires_at AS expiresAt, attempts, used_at AS usedAt
  FROM procedure_sms_codes WHERE user_id = :userId AND type_id = :typeId
  ORDER BY id DESC LIMIT 1`;

/** A user's phone (positional: the user). */
export const USER_PHONE_SQL = 'SELECT phone FROM users WHERE id = ?';

/** Writes a code sent (positional: user, type, hash, sent at, expires at). */
export const INSERT_CODE_SQL = `INSERT INTO procedure_sms_codes (user_id, type_id, code_hash,
    sent_at, expires_at)
  VALUES (?, ?, ?, ?, ?)`;

/** Counts one wrong try of a code (positional: the code). */
export const COUNT_WRONG_TRY_SQL =
  'UPDATE procedure_sms_codes SET attempts = attempts + 1 WHERE id = ?';

/** Marks a code spent (positional: when, the code). */
export const SPEND_CODE_SQL = 'UPDATE procedure_sms_codes SET used_at = ? WHERE id = ?';
