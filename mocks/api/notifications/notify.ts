import type { DatabaseSync } from 'node:sqlite';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import type { DemoServices } from '../context.ts';
import { SET_BADGE_SQL } from './notification.sql.ts';
import { checkNotificationLink } from './notificationLink.ts';
import { toNotificacion, type Notificacion, type NotificationRow } from './notificationRow.ts';
import { INSERT_SQL, LIVE_SQL, NOTIFICATION_SQL } from './notify.sql.ts';

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
  return queryOneOrThrow<NotificationRow>(db, NOTIFICATION_SQL, id);
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
