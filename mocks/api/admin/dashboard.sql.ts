// SQL of the dashboard handler: users by type, sign-ins per campus day, the newest record
// changes, open procedures by area.

/**
 * People by type: every type answers, even one without users, so the chart always has its three
 * bars; generic accounts (an office's shared login) are nobody's and stay out.
 */
export const USERS_BY_TYPE_SQL = `WITH types (tip) AS (VALUES (1), (2), (3))
  SELECT t.tip AS tipo, count(u.id) AS total, ifnull(sum(u.is_admin), 0) AS administrativos
  FROM types t LEFT JOIN users u ON u.tip = t.tip AND u.generic_area IS NULL
  GROUP BY t.tip ORDER BY t.tip`;

/**
 * Successful sign-ins between :from and :until (ms), by day as the campus counts them: the
 * timestamp moved by :offset (ms) before SQLite cuts it into a UTC date.
 */
export const SIGN_INS_BY_DAY_SQL = `SELECT date((created_at + :offset) / 1000, 'unixepoch') AS fecha,
    count(*) AS total
  FROM audit_log
  WHERE action = 'LOGIN' AND created_at >= :from AND created_at < :until
  GROUP BY fecha`;

/** Record changes only: sign-ins carry no resource. */
export const RECENT_CHANGES_SQL = `SELECT a.id, a.created_at, u.username AS usuario, a.action,
    a.resource, a.record_id AS recordId
  FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
  WHERE a.resource IS NOT NULL
  ORDER BY a.id DESC LIMIT ?`;

/** Requests still in process by area (every area, even with none), and those past due at :now. */
export const OPEN_PROCEDURES_SQL = `SELECT a.code AS area, a.name AS nombreArea,
    count(r.id) FILTER (WHERE r.state = 'REGISTRADO') AS registrados,
    count(r.id) FILTER (WHERE r.state = 'EN_REVISION') AS enRevision,
    count(r.id) FILTER (WHERE r.state = 'OBSERVADO') AS observados,
    count(r.id) FILTER (WHERE r.due_at < :now) AS vencidos
  FROM procedure_areas a
  LEFT JOIN procedure_types t ON t.area_code = a.code
  LEFT JOIN procedure_requests r ON r.type_id = t.id
    AND r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')
  GROUP BY a.code ORDER BY a.code`;
