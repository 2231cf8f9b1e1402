import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  invalidateContarNotificacionesPendientes,
  invalidateListarNotificaciones,
  invalidateListarNotificacionesInfinite,
} from '@generated/notifications/endpoints/notification/notification';
import type {
  ListaNotificacionesResponse,
  ListarNotificacionesParams,
  Notificacion,
} from '@generated/notifications/model';

type ListPages = InfiniteData<ListaNotificacionesResponse, unknown>;

const LIST_PATH = '/notification/list';

function paramsOf(key: readonly unknown[]): ListarNotificacionesParams {
  const last = key[key.length - 1];
  return typeof last === 'object' && last !== null ? (last as ListarNotificacionesParams) : {};
}

function accepts(params: ListarNotificacionesParams, notification: Notificacion): boolean {
  if (params.notificationCode && params.notificationCode !== notification.type) return false;
  return !params.notificationSubtypeCode || params.notificationSubtypeCode === notification.subtype;
}

/**
 * Puts a live notification at the top of every loaded list it belongs to, at once (no request):
 * the totals move with it, and a notification already there is not added twice.
 */
export function prependLive(queryClient: QueryClient, notification: Notificacion): void {
  queryClient.setQueriesData<ListPages>(
    {
      predicate: (query) =>
        query.queryKey[0] === 'notifications' &&
        query.queryKey.includes('infinite') &&
        query.queryKey.includes(LIST_PATH) &&
        accepts(paramsOf(query.queryKey), notification),
    },
    (data) => {
      const [first, ...rest] = data?.pages ?? [];
      if (!data || !first) return data;
      if (
        data.pages.some((page) => page.results.notifications.some((n) => n.id === notification.id))
      )
        return data;
      const results = first.results;
      return {
        ...data,
        pages: [
          {
            ...first,
            results: {
              ...results,
              notifications: [notification, ...results.notifications],
              docs: results.docs + 1,
              totalActiveRows: results.totalActiveRows + 1,
            },
          },
          ...rest,
        ],
      };
    },
  );
}

/** Everything the server may have changed (a reconnect, an action): lists and the badge refetch. */
export async function refreshNotifications(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateListarNotificacionesInfinite(queryClient),
    invalidateListarNotificaciones(queryClient),
    invalidateContarNotificacionesPendientes(queryClient),
  ]);
}
