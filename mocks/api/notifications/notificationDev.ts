import type { operations } from '../../../generated/notifications/paths.ts';
import { queryOne } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { notify } from './notify.ts';
import { ok } from '../respond.ts';
import { texts } from '../texts.ts';

export const notificationDevHandlers = {
  // Until the other areas send their own, this is how a notification is made on demand.
  enviarNotificacionPrueba: (context) => {
    const { services, body } = context;
    if (!services.devTools)
      throw new ApiError(403, 'Development only', texts.notifications.devOnly);
    const { usuario, ...notification } = body;
    const user = queryOne<{ id: number }>(
      services.db,
      'SELECT id FROM users WHERE username = ? AND is_active = 1',
      usuario,
    );
    if (!user) throw notFound();
    return ok(notify(services, user.id, notification));
  },
} satisfies Partial<ServiceHandlers<operations>>;
