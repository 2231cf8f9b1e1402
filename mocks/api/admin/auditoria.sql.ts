// SQL of the auditoria handlers: the audit log with the username of whoever acted.

const COLUMNS = `a.id, a.created_at, a.user_id AS userId, u.username AS usuario, a.action,
    a.resource, a.record_id AS recordId, a.before_json, a.after_json`;

const FROM = `FROM audit_log a LEFT JOIN users u ON u.id = a.user_id`;

// Filters are all optional: a null parameter lets every row through.
const WHERE = `WHERE (:q IS NULL
      OR instr(fold(ifnull(u.username, '') || ' ' || ifnull(a.resource, '') || ' ' || a.action), fold(:q)) > 0)
    AND (:resource IS NULL OR a.resource = :resource)
    AND (:recordId IS NULL OR a.record_id = :recordId)
    AND (:action IS NULL OR a.action = :action)`;

/** Sortable fields as the API names them, with their columns. */
export const SORT_COLUMNS = {
  id: 'a.id',
  createdAt: 'a.created_at',
  usuario: 'u.username',
} as const;

/** `column` and `order` come from SORT_COLUMNS and ASC/DESC only (readListQuery checks them). */
export const pageSql = (column: string, order: 'ASC' | 'DESC') =>
  `SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY ${column} ${order}, a.id ${order} LIMIT :limit OFFSET :offset`;

export const COUNT_SQL = `SELECT count(*) AS total ${FROM} ${WHERE}`;

export const ONE_SQL = `SELECT ${COLUMNS} ${FROM} WHERE a.id = ?`;
