import type { operations } from '../../../generated/notifications/paths.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { notificationQueue } from './queue.ts';
import { toNotificacion, type NotificationRow } from './notificationRow.ts';
import { ok } from '../respond.ts';
import { notificationTexts } from './texts.ts';
import * as sql from './notification.sql.ts';

interface Inbox {
  badgeActive: number;
  badgeClearedAt: number;
  quietFrom: string | null;
  quietTo: string | null;
}

type TypeCode = 'ACADEMICO' | 'ADMINISTRATIVO';

interface PreferenceRow {
  configurationId: number;
  typeCode: TypeCode;
  configurationTypeCode: string;
  title: string;
  description: string;
  isActive: number;
  isCritical: number;
}

const NO_INBOX: Inbox = { badgeActive: 1, badgeClearedAt: 0, quietFrom: null, quietTo: null };

const inboxOf = (db: Parameters<typeof queryOne>[0], userId: number) =>
  queryOne<Inbox>(db, sql.INBOX_SQL, userId) ?? NO_INBOX;

export const notificationHandlers = {
  listarNotificaciones: (context) => {
    const { db } = context.services;
    const userId = signedIn(context).idu;
    const { page = 1, pageSize = 50, notificationCode, notificationSubtypeCode } = context.query;
    const filter = {
      userId,
      type: notificationCode ?? null,
      subtype: notificationSubtypeCode ?? null,
    };
    const { badgeClearedAt } = inboxOf(db, userId);
    const rows = queryAll<NotificationRow>(db, sql.PAGE_SQL, {
      ...filter,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const totals = queryOneOrThrow<{ docs: number; totalActiveRows: number }>(
      db,
      sql.TOTALS_SQL,
      filter,
    );
    const pending = queryAll<{ subtype: string }>(db, sql.PENDING_SUBTYPES_SQL, filter);
    return ok({
      notifications: rows.map((row) => toNotificacion(row, badgeClearedAt)),
      ...totals,
      pendingNotificationSubtypesCode: pending.map((row) => row.subtype),
    });
  },

  marcarNotificacionLeida: (context) => {
    const { db } = context.services;
    const userId = signedIn(context).idu;
    const { idNotification } = context.body;
    const { changes } = db.prepare(sql.MARK_SEEN_SQL).run(idNotification, userId);
    // Another user's notification is as unknown as a missing one.
    if (changes === 0) throw notFound();
    return ok(null);
  },

  marcarNotificacionesLeidas: (context) => {
    const { changes } = context.services.db.prepare(sql.MARK_ALL_SEEN_SQL).run({
      userId: signedIn(context).idu,
      type: context.body.notificationTypeCode ?? null,
    });
    return ok({ updated: Number(changes) });
  },

  eliminarNotificacion: (context) => {
    const { db } = context.services;
    const { changes } = db
      .prepare(sql.ELIMINATE_SQL)
      .run(context.body.idNotification, signedIn(context).idu);
    if (changes === 0) throw notFound();
    return ok(null);
  },

  contarNotificacionesPendientes: (context) => {
    const { db } = context.services;
    const userId = signedIn(context).idu;
    const { totalPending } = queryOneOrThrow<{ totalPending: number }>(db, sql.PENDING_SQL, userId);
    return ok({ totalPending, isBadgeActive: inboxOf(db, userId).badgeActive === 1 });
  },

  cambiarBadgeNotificaciones: (context) => {
    const { isBadgeActive } = context.body;
    context.services.db.prepare(sql.SET_BADGE_SQL).run({
      userId: signedIn(context).idu,
      active: Number(isBadgeActive),
      // Clearing the badge is the moment the user has looked: what came before is no longer new.
      clearedAt: isBadgeActive ? null : context.services.clock(),
    });
    return ok({ isBadgeActive });
  },

  validarNotificaciones: (context) => {
    const { db } = context.services;
    const caller = signedIn(context);
    db.prepare(sql.ENSURE_INBOX_SQL).run(caller.idu);
    const parameter = queryOne<{ valor: string }>(
      db,
      sql.NOTIFICATIONS_PARAMETER_SQL,
      caller.brandId,
    );
    return ok({ queue: notificationQueue(caller.ida), isActive: parameter?.valor === '1' });
  },

  listarSubtiposNotificacion: (context) =>
    ok(
      queryAll<{ code: string; typeCode: TypeCode; title: string }>(
        context.services.db,
        sql.SUBTYPES_SQL,
        { type: context.query.notificationTypeCode ?? null },
      ),
    ),

  listarPreferenciasNotificacion: (context) => {
    const { db } = context.services;
    const userId = signedIn(context).idu;
    const rows = queryAll<PreferenceRow>(db, sql.PREFERENCES_SQL, userId);
    const groups = (['ACADEMICO', 'ADMINISTRATIVO'] as const).map((typeCode) => ({
      typeCode,
      title: notificationTexts.groupTitles[typeCode],
      configurations: rows
        .filter((row) => row.typeCode === typeCode)
        .map(({ typeCode: _type, isActive, isCritical, ...row }) => ({
          ...row,
          isActive: isActive === 1,
          isCritical: isCritical === 1,
        })),
    }));
    const { quietFrom, quietTo } = inboxOf(db, userId);
    return ok({
      groups,
      quietHours: quietFrom && quietTo ? { from: quietFrom, to: quietTo } : null,
    });
  },

  guardarPreferenciaNotificacion: (context) => {
    const { db } = context.services;
    const { configurationId, isActive } = context.body;
    const configuration = queryOne<{ configurable: number }>(
      db,
      sql.CONFIGURATION_SQL,
      configurationId,
    );
    if (!configuration) throw notFound();
    if (configuration.configurable === 0 && !isActive)
      throw badRequest({ isActive: [notificationTexts.criticalType] });
    db.prepare(sql.SAVE_PREFERENCE_SQL).run({
      userId: signedIn(context).idu,
      configurationId,
      isActive: Number(isActive),
    });
    return ok(null, notificationTexts.preferenceSaved);
  },

  guardarHorarioSilencio: (context) => {
    const { from, to } = context.body;
    if ((from === null) !== (to === null))
      throw badRequest({ [from === null ? 'from' : 'to']: [notificationTexts.quietHoursPair] });
    if (from !== null && from === to) throw badRequest({ to: [notificationTexts.quietHoursEqual] });
    context.services.db
      .prepare(sql.SET_QUIET_HOURS_SQL)
      .run({ userId: signedIn(context).idu, from, to });
    return ok(
      null,
      from === null ? notificationTexts.quietHoursCleared : notificationTexts.quietHoursSaved,
    );
  },
} satisfies Partial<ServiceHandlers<operations>>;
