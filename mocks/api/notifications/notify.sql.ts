// SQL of notifying a user: the notification row, and whether it goes out live.

import { NOTIFICATION_COLUMNS } from './notification.sql.ts';

/** Writes a notification; answers its id. */
export const INSERT_SQL = `INSERT INTO notifications (user_id, type, subtype, title, subtitle,
    description, link_name, link, icon, section_id, procedure_request_id, created_at, component,
    route, code_survey, id_type_survey, id_programing_survey)
  VALUES (:userId, :type, :subtype, :title, :subtitle, :description, :linkName, :link, :icon,
    :idSection, :idTramite, :createdAt, :component, :route, :codeSurvey, :idTypeSurvey,
    :idProgramingSurvey)
  RETURNING id`;

/** One notification as the list reads it (positional: its id). */
export const NOTIFICATION_SQL = `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n WHERE n.id = ?`;

/**
 * A user's live-queue actor, and whether a notification of a subtype reaches them live: unless
 * the campus switched notifications off (EVA_NOTIFICATION), the superadmin deactivated the type,
 * or the user switched off a type that is not critical. A code with no configuration is
 * delivered: an area's new type reaches people before anybody configures it.
 */
export const LIVE_SQL = `SELECT u.actor_id AS actorId,
    coalesce((SELECT p.valor FROM parameters p WHERE p.clave = 'EVA_NOTIFICATION'
        AND (p.brand_id = u.brand_id OR p.brand_id IS NULL) ORDER BY p.brand_id IS NULL LIMIT 1), '0') = '1'
      AND coalesce((SELECT c.activo AND (c.configurable = 0 OR coalesce(pref.is_active, c.por_defecto))
        FROM notification_configurations c
        LEFT JOIN notification_preferences pref ON pref.configuration_id = c.id AND pref.user_id = u.id
        WHERE c.codigo = :subtype), 1) AS live
  FROM users u WHERE u.id = :userId`;
