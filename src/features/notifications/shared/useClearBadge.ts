import { useEffect } from 'react';
import { useCambiarBadgeNotificaciones } from '@generated/notifications/endpoints/notification/notification';

/**
 * While the notifications are on screen the bell's badge is cleared (`notification/badge`):
 * the user has looked, and the count refetches (`x-campus-invalidates`). A failure is not worth a
 * toast; the badge simply stays.
 */
export function useClearBadge(active: boolean): void {
  const { mutate } = useCambiarBadgeNotificaciones({ mutation: { meta: { silentError: true } } });
  useEffect(() => {
    if (active) mutate({ data: { isBadgeActive: false } });
  }, [active, mutate]);
}
