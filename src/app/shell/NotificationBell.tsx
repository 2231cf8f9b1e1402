import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';
import { useContarNotificacionesPendientes } from '@generated/notifications/endpoints/notification/notification';
import type { PendientesResponse } from '@generated/notifications/model';
import { paths } from '@/app/routes/paths';
import { texts } from './texts';

/** spec §9: the badge shows '9+' above 9. */
export const BADGE_MAX = 9;

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
        <Badge badgeContent={pending} max={BADGE_MAX} color="error">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
