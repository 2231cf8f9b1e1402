// SQL of authentication: the signed-in user behind a token, and their permissions.

/**
 * A user by id with their flags, only while active and while the session exists (positional:
 * user, session). Read on every call, so revoking either takes effect at once: a signed-out,
 * re-passworded or locked user's token matches no row.
 */
export const CALLER_SQL = `SELECT u.id, u.actor_id, u.tip, u.username, u.brand_id,
    b.code AS brand_code, u.is_admin, u.is_psychologist,
    u.is_admin AND EXISTS (SELECT 1 FROM superadmin_allowlist a WHERE a.username = u.username)
      AS is_superadmin
  FROM users u JOIN brands b ON b.id = u.brand_id
  WHERE u.id = ? AND u.is_active = 1
    AND EXISTS (SELECT 1 FROM sessions s WHERE s.id = ? AND s.user_id = u.id)`;

/** Whether a user holds one of a JSON array of permission keys (positional: user, keys). */
export const HOLDS_SQL = `SELECT EXISTS (SELECT 1 FROM user_permissions
  WHERE user_id = ? AND permission IN (SELECT value FROM json_each(?))) AS holds`;
