// SQL of the development tool that sends a notification on demand.

/** An active user by username (positional: the username). */
export const ACTIVE_USER_SQL = 'SELECT id FROM users WHERE username = ? AND is_active = 1';
