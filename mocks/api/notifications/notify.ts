import type { DatabaseSync } from 'node:sqlite';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import type { DemoServices } from '../context.ts';
import { NOTIFICATION_COLUMNS, SET_BADGE_SQL } from './notification.sql.ts';
import { checkNotificationLink } from './notificationLink.ts';
import { toNotificacion, type Notificacion, type NotificationRow } from './notificationRow.ts';

/** What an area says when something happens to a user; the rest is the notification's state. */
export interface NotificationInput {
  type: Notificacion['type'];
  subtype: string;
  title: string;
  subtitle?: string | null;
  description: string;
  linkName?: string | null;
  link?: string | null;
  icon?: string;
  idSection?: number | null;
  idTramite?: number | null;
  component?: Notificacion['component'];
  route?: Notificacion['route'];
  codeSurvey?: string | null;
  idTypeSurvey?: number | null;
  idProgramingSurvey?: number | null;
}

export interface Notified {
  notification: Notificacion;
  /** Whether it reached an open session live. */
  delivered: boolean;
}

const INSERT_SQL = `INSERT INTO notifications (user_id, type, subtype, title, subtitle, description,
    link_name, link, icon, section_id, procedure_request_id, created_at, component, route,
    code_survey, id_type_survey, id_programing_survey)
  VALUES (:userId, :type, :subtype, :title, :subtitle, :description, :linkName, :link, :icon,
    :idSection, :idTramite, :createdAt, :component, :route, :codeSurvey, :idTypeSurvey,
    :idProgramingSurvey)
  RETURNING id`;

// Live unless the campus switched notifications off (EVA_NOTIFICATION), the superadmin
// deactivated the type, or the user switched off a type that is not critical. A code with no
// configuration is delivered: an area's new type reaches people before anybody configures it.
const LIVE_SQL = `SELECT u.actor_id AS actorId,
    coalesce((SELECT p.valor FROM parameters p WHERE p.clave = 'EVA_NOTIFICATION'
        AND (p.brand_id = u.brand_id OR p.brand_id IS NULL) ORDER BY p.brand_id IS NULL LIMIT 1), '0') = '1'
      AND coalesce((SELECT c.activo AND (c.configurable = 0 OR coalesce(pref.is_active, c.por_defecto))
        FROM notification_configurations c
        LEFT JOIN notification_preferences pref ON pref.configuration_id = c.id AND pref.user_id = u.id
        WHERE c.codigo = :subtype), 1) AS live
  FROM users u WHERE u.id = :userId`;

function store(db: DatabaseSync, userId: number, input: NotificationInput, now: number) {
  const { id } = queryOneOrThrow<{ id: number }>(db, INSERT_SQL, {
    userId,
    type: input.type,
    subtype: input.subtype,
    title: input.title,
    subtitle: input.subtitle ?? null,
    description: input.description,
    linkName: input.linkName ?? null,
    link: input.link ?? null,
    icon: input.icon ?? 'notificacion',
    idSection: input.idSection ?? null,
    idTramite: input.idTramite ?? null,
    createdAt: now,
    component: input.component ?? null,
    route: input.route ?? null,
    codeSurvey: input.codeSurvey ?? null,
    idTypeSurvey: input.idTypeSurvey ?? null,
    idProgramingSurvey: input.idProgramingSurvey ?? null,
  });
  // A new arrival shows the bell's badge again.
  db.prepare(SET_BADGE_SQL).run({ userId, active: 1, clearedAt: null });
  return queryOneOrThrow<NotificationRow>(
    db,
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n WHERE n.id = ?`,
    id,
  );
}

/**
 * The one way the demo API notifies a user: stores the notification (it is listed whatever
 * happens next) and publishes it on the user's live queue when their settings let it through.
 * A link the campus would not follow, or to a host off the allowlist, is refused (400) before
 * anything is stored.
 */
export function notify(services: DemoServices, userId: number, input: NotificationInput): Notified {
  const { db } = services;
  checkNotificationLink(db, input.link);
  const row = store(db, userId, input, services.clock());
  const notification = toNotificacion(row, row.createdAt - 1);
  const target = queryOne<{ actorId: number; live: number }>(db, LIVE_SQL, {
    userId,
    subtype: input.subtype,
  });
  const delivered = target?.live === 1 && services.live.publish(target.actorId, notification) > 0;
  return { notification, delivered };
}
