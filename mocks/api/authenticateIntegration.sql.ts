// SQL of authenticating an outside system's key (integration keys and their trail).

/** A key by its prefix, with its client's state and scopes (positional: the prefix). */
export const KEY_SQL = `SELECT k.id, k.client_id, k.secret_sha256, k.expires_at, k.revoked_at,
    c.activa, c.alcances
  FROM integration_keys k JOIN integration_clients c ON c.id = k.client_id
  WHERE k.prefijo = ?`;

/** Writes one call of a key to its credential's trail, accepted or not. */
export const USE_SQL = `INSERT INTO integration_uses (key_id, at, operacion, resultado, motivo, ip)
  VALUES (:keyId, :at, :operacion, :resultado, :motivo, :ip)`;

/** Records when a key was last used. */
export const TOUCH_SQL = 'UPDATE integration_keys SET last_used_at = :at WHERE id = :keyId';
