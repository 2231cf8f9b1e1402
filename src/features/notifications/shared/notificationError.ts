import type { QueryClient } from '@tanstack/react-query';
import { describeError, isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { refreshNotifications } from '../live/notificationCache';

/**
 * The notification actions' error helper (spec §8): the catalogue's notice for the failure,
 * without clearing the toasts on screen (live arrivals stay readable). A 404 means the
 * notification is gone (deleted in another tab): the lists refetch so it disappears here too.
 */
export function notifyNotificationError(error: unknown, queryClient: QueryClient): void {
  toast.show(describeError(error).toast);
  if (isApiError(error) && error.status === 404) void refreshNotifications(queryClient);
}
