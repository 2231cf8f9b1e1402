// SQL the onboarding form sections read while checking (what they write is in records.sql.ts).

/** A user's phone (positional: the user). */
export const OWN_PHONE_SQL = 'SELECT phone FROM users WHERE id = ?';
