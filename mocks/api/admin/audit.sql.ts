// SQL of the audit log's record changes.

/**
 * Writes one change (positional: at, user, resource, record, action, before JSON, after JSON).
 */
export const INSERT_SQL = `INSERT INTO audit_log (created_at, user_id, resource, record_id, action,
    before_json, after_json)
  VALUES (?, ?, ?, ?, ?, ?, ?)`;
