// SQL of the notifications service. Every statement names the user: a caller only ever
// touches their own notifications.

export const NOTIFICATION_COLUMNS = `n.id, n.type, n.subtype, n.title, n.subtitle, n.description,
  n.link_name AS linkName, n.link, n.icon, n.created_at AS createdAt, n.section_id AS idSection,
  n.procedure_request_id AS idTramite, n.is_seen AS isSeen, n.is_eliminated AS isEliminated,
  n.component, n.route, n.code_survey AS codeSurvey, n.id_type_survey AS idTypeSurvey,
  n.id_programing_survey AS idProgramingSurvey`;

const FILTER = `n.user_id = :userId AND n.is_eliminated = 0
  AND (:type IS NULL OR n.type = :type) AND (:subtype IS NULL OR n.subtype = :subtype)`;

export const PAGE_SQL = `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n WHERE ${FILTER}
  ORDER BY n.created_at DESC, n.id DESC LIMIT :limit OFFSET :offset`;

export const TOTALS_SQL = `SELECT count(*) AS docs, coalesce(sum(n.is_seen = 0), 0) AS totalActiveRows
  FROM notifications n WHERE ${FILTER}`;

export const PENDING_SUBTYPES_SQL = `SELECT DISTINCT n.subtype FROM notifications n
  WHERE ${FILTER} AND n.is_seen = 0 ORDER BY n.subtype`;

export const PENDING_SQL = `SELECT count(*) AS totalPending FROM notifications
  WHERE user_id = ? AND is_seen = 0 AND is_eliminated = 0`;

export const MARK_SEEN_SQL = `UPDATE notifications SET is_seen = 1
  WHERE id = ? AND user_id = ? AND is_eliminated = 0`;

export const MARK_ALL_SEEN_SQL = `UPDATE notifications SET is_seen = 1
  WHERE user_id = :userId AND is_seen = 0 AND is_eliminated = 0 AND (:type IS NULL OR type = :type)`;

export const ELIMINATE_SQL = `UPDATE notifications SET is_eliminated = 1
  WHERE id = ? AND user_id = ? AND is_eliminated = 0`;

/** The inbox row is made on first use; until then the badge shows and nothing was cleared. */
export const INBOX_SQL = `SELECT badge_active AS badgeActive, badge_cleared_at AS badgeClearedAt,
    quiet_from AS quietFrom, quiet_to AS quietTo
  FROM notification_inboxes WHERE user_id = ?`;

export const ENSURE_INBOX_SQL = 'INSERT OR IGNORE INTO notification_inboxes (user_id) VALUES (?)';

export const SET_BADGE_SQL = `INSERT INTO notification_inboxes (user_id, badge_active, badge_cleared_at)
  VALUES (:userId, :active, coalesce(:clearedAt, 0))
  ON CONFLICT (user_id) DO UPDATE SET badge_active = :active,
    badge_cleared_at = coalesce(:clearedAt, badge_cleared_at)`;

export const SET_QUIET_HOURS_SQL = `INSERT INTO notification_inboxes (user_id, quiet_from, quiet_to)
  VALUES (:userId, :from, :to)
  ON CONFLICT (user_id) DO UPDATE SET quiet_from = :from, quiet_to = :to`;

/** Each active configuration with the user's switch (or its default) and whether it is critical. */
export const PREFERENCES_SQL = `SELECT c.id AS configurationId, c.tipo AS typeCode,
    c.codigo AS configurationTypeCode, c.titulo AS title, c.descripcion AS description,
    c.configurable = 0 OR coalesce(p.is_active, c.por_defecto) AS isActive,
    c.configurable = 0 AS isCritical
  FROM notification_configurations c
  LEFT JOIN notification_preferences p ON p.configuration_id = c.id AND p.user_id = ?
  WHERE c.activo = 1
  ORDER BY c.tipo, c.titulo COLLATE NOCASE`;

export const CONFIGURATION_SQL = `SELECT id, configurable FROM notification_configurations
  WHERE id = ? AND activo = 1`;

export const SAVE_PREFERENCE_SQL = `INSERT INTO notification_preferences (user_id, configuration_id, is_active)
  VALUES (:userId, :configurationId, :isActive)
  ON CONFLICT (user_id, configuration_id) DO UPDATE SET is_active = :isActive`;

export const SUBTYPES_SQL = `SELECT codigo AS code, tipo AS typeCode, titulo AS title
  FROM notification_configurations
  WHERE activo = 1 AND (:type IS NULL OR tipo = :type)
  ORDER BY tipo, titulo COLLATE NOCASE`;

/** EVA_NOTIFICATION for the caller's brand: a brand row overrides the global one. */
export const NOTIFICATIONS_PARAMETER_SQL = `SELECT valor FROM parameters
  WHERE clave = 'EVA_NOTIFICATION' AND (brand_id = ? OR brand_id IS NULL)
  ORDER BY brand_id IS NULL LIMIT 1`;
