import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useListarNotificacionesInfinite } from '@generated/notifications/endpoints/notification/notification';
import type { ListaNotificacionesResponse, Notificacion } from '@generated/notifications/model';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import { useLiveArrivals } from '../live/liveArrivals';
import { tabType, type NotificationTab } from './notificationTabs';
import { texts } from '../texts';
import { useNotificationActions } from './useNotificationActions';
import DeleteNotificationDialog from './DeleteNotificationDialog';
import NotificationDialog from './NotificationDialog';
import NotificationItem from './NotificationItem';

/** spec §9: 50 notifications a page, from page 1. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

interface NotificationListProps {
  tab: NotificationTab;
}

const nextPage = (last: ListaNotificacionesResponse, pages: ListaNotificacionesResponse[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.results.notifications.length, 0);
  // Until the total is reached (spec §4); an empty page ends it too, should the total be off.
  return loaded < last.results.docs && last.results.notifications.length > 0
    ? pages.length + 1
    : undefined;
};

/** One tab of notifications: pages load as the end scrolls into view (or on the button). */
export default function NotificationList({ tab }: NotificationListProps) {
  const type = tabType(tab);
  const query = useListarNotificacionesInfinite(
    { pageSize: NOTIFICATIONS_PAGE_SIZE, ...(type && { notificationCode: type }) },
    {
      query: {
        initialPageParam: 1,
        getNextPageParam: nextPage,
        // Structural sharing compares by position: a live arrival at the top shifts every row, so
        // it would copy them all and render all fifty again. Kept as they come, only the new one
        // renders (the rows are memoised).
        structuralSharing: false,
        meta: { silentError: true },
      },
    },
  );
  const [modal, setModal] = useState<Notificacion | null>(null);
  const [toDelete, setToDelete] = useState<Notificacion | null>(null);
  const actions = useNotificationActions(setModal);
  const { fresh } = useLiveArrivals();
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <Skeleton empty label={texts.loading} height={72} />;
  if (query.isError) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 2 }} role="alert">
        <Typography>{texts.loadError}</Typography>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </Stack>
    );
  }

  const notifications = query.data.pages.flatMap((page) => page.results.notifications);
  const unseen = query.data.pages[0]?.results.totalActiveRows ?? 0;
  return (
    <>
      {unseen > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="text" onClick={() => actions.readAll(type)} loading={actions.readingAll}>
            {texts.readAll}
          </Button>
        </Stack>
      )}
      {notifications.length === 0 ? (
        <Stack spacing={0.5} sx={{ py: 4, textAlign: 'center' }}>
          <Typography component="p" variant="h6">
            {texts.empty.title}
          </Typography>
          <Typography color="text.secondary">{texts.empty.detail}</Typography>
        </Stack>
      ) : (
        <List aria-label={texts.tabs[tab]} disablePadding>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              fresh={fresh.has(notification.id)}
              onOpen={actions.open}
              onDelete={setToDelete}
            />
          ))}
        </List>
      )}
      <div ref={end} />
      {hasNextPage && (
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <Button
            variant="secondary"
            onClick={() => void fetchNextPage()}
            loading={isFetchingNextPage}
          >
            {texts.loadMore}
          </Button>
        </Stack>
      )}
      <NotificationDialog notification={modal} onClose={() => setModal(null)} />
      <DeleteNotificationDialog
        notification={toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={actions.remove}
      />
    </>
  );
}
