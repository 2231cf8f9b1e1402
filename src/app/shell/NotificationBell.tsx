import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router';
import { useContarNotificacionesPendientes } from '@generated/notifications/endpoints/notification/notification';
import type { PendientesResponse } from '@generated/notifications/model';
import { paths } from '@/routes';
import { Badge } from '@/ui/Badge';
import { Tooltip } from '@/ui/Tooltip';
import { texts } from './texts';

const selectPending = (response: PendientesResponse) => response.results.totalPending;

/** Bell with the pending count, linking to the notifications page. */
export default function NotificationBell() {
  const { data: pending = 0 } = useContarNotificacionesPendientes({
    // Without a count the bell still leads to the list: no toast for a badge.
    query: { select: selectPending, meta: { silentError: true } },
  });
  const label =
    pending > 0 ? texts.header.notificationsPending(pending) : texts.header.notifications;
  return (
    <Tooltip title={texts.header.notifications}>
      <IconButton component={Link} to={paths.notifications.getHref()} aria-label={label}>
        <Badge content={pending}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
