import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  useEliminarNotificacion,
  useMarcarNotificacionesLeidas,
  useMarcarNotificacionLeida,
} from '@generated/notifications/endpoints/notification/notification';
import type { Notificacion, TipoNotificacion } from '@generated/notifications/model';
import { notifyNotificationError } from './notificationError';
import { notificationTarget } from './notificationTarget';

/**
 * Open (mark seen, then follow its link or open its dialog), read all and delete: each reports a
 * failure with the notification helper. A success refreshes the lists and the badge through the
 * contract (`x-campus-invalidates`).
 */
export function useNotificationActions(onOpenModal: (notification: Notificacion) => void) {
  const queryClient = useQueryClient();
  // These actions report their own failures (notifyNotificationError): the global toast stays quiet.
  const mutation = {
    meta: { silentError: true },
    onError: (error: unknown) => notifyNotificationError(error, queryClient),
  };
  const markRead = useMarcarNotificacionLeida({ mutation });
  const readAll = useMarcarNotificacionesLeidas({ mutation });
  const remove = useEliminarNotificacion({ mutation });

  const { mutate: markSeen } = markRead;
  // Stable, so the list's memoised rows do not all render again when one arrives live.
  const open = useCallback(
    (notification: Notificacion) => {
      if (!notification.isSeen) markSeen({ data: { idNotification: notification.id } });
      const target = notificationTarget(notification);
      if (target.kind === 'modal') onOpenModal(notification);
      // Links open themselves: the row is a router link (internal) or an anchor with
      // target=_blank (external). Navigating here too pushed the page twice, so Back stayed on it.
    },
    [markSeen, onOpenModal],
  );

  return {
    open,
    readAll: (type?: TipoNotificacion) =>
      readAll.mutate({ data: type ? { notificationTypeCode: type } : {} }),
    readingAll: readAll.isPending,
    remove: (notification: Notificacion) =>
      remove.mutateAsync({ data: { idNotification: notification.id } }),
  };
}
