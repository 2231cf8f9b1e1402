import type { operations } from '../../../generated/notifications/paths.ts';
import { queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';

const PENDING_SQL = `SELECT count(*) AS totalPending FROM notifications
  WHERE user_id = ? AND is_seen = 0 AND is_eliminated = 0`;

export const notificationHandlers = {
  contarNotificacionesPendientes: (context) => {
    const { totalPending } = queryOneOrThrow<{ totalPending: number }>(
      context.services.db,
      PENDING_SQL,
      signedIn(context).idu,
    );
    return ok({ totalPending });
  },
} satisfies Partial<ServiceHandlers<operations>>;
