import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  invalidateContarNotificacionesPendientes,
  useCambiarBadgeNotificaciones,
} from '@generated/notifications/endpoints/notification/notification';

/**
 * While the notifications are on screen the bell's badge is cleared (`notification/badge`):
 * the user has looked. A failure is not worth a toast; the badge simply stays.
 */
export function useClearBadge(active: boolean): void {
  const queryClient = useQueryClient();
  const { mutate } = useCambiarBadgeNotificaciones({
    mutation: {
      meta: { silentError: true },
      onSuccess: () => void invalidateContarNotificacionesPendientes(queryClient),
    },
    skipInvalidation: true,
  });
  useEffect(() => {
    if (active) mutate({ data: { isBadgeActive: false } });
  }, [active, mutate]);
}
