import type { operations } from '../../../generated/notifications/paths.ts';
import { queryOne } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { ApiError } from '../errors.ts';
import { ACTIVE_USER_SQL } from './notificationDev.sql.ts';
import { checkNotificationLink } from './notificationLink.ts';
import { notify } from './notify.ts';
import { ok } from '../respond.ts';
import { notificationTexts } from './texts.ts';

export const notificationDevHandlers = {
  // Until the other areas send their own, this is how a notification is made on demand.
  enviarNotificacionPrueba: (context) => {
    const { services, body } = context;
    if (!services.devTools) throw new ApiError(403, 'Development only', notificationTexts.devOnly);
    const { usuario, ...notification } = body;
    // The link is judged before the recipient is looked up, so a refusal says nothing about them.
    checkNotificationLink(services.db, notification.link);
    const user = queryOne<{ id: number }>(services.db, ACTIVE_USER_SQL, usuario);
    // An unknown recipient gets the answer a known one gets: the tool tells nobody who exists.
    if (user) notify(services, user.id, notification);
    return ok(null, notificationTexts.devSent);
  },
} satisfies Partial<ServiceHandlers<operations>>;
