import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useContarNotificacionesPendientes } from '@generated/notifications/endpoints/notification/notification';
import type { PendientesResponse } from '@generated/notifications/model';
import { NotificationDropdown, notificationTexts, useBadgeTooltip } from '@/features/notifications';
import { paths } from '@/routes';
import { Badge } from '@/ui/Badge';
import { Popover } from '@/ui/Popover';
import { Skeleton } from '@/ui/Skeleton';
import { Tooltip } from '@/ui/Tooltip';
import { texts } from './texts';

// The badge counts the unseen notifications until the user opens them (notification/badge).
const selectBadge = ({ results }: PendientesResponse) =>
  results.isBadgeActive ? results.totalPending : 0;

/**
 * The header's bell (spec §2): from 1024 px it opens the dropdown, below it leads to
 * /notificaciones. Its tooltip shows for 3 s when a notification arrives live.
 */
export default function NotificationBell() {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const { data: pending = 0 } = useContarNotificacionesPendientes({
    // Without a count the bell still leads to the list: no toast for a badge.
    query: { select: selectBadge, meta: { silentError: true } },
  });
  const arrived = useBadgeTooltip();
  const [hovered, setHovered] = useState(false);
  const label =
    pending > 0 ? texts.header.notificationsPending(pending) : texts.header.notifications;
  const icon = (
    <Badge content={pending}>
      <NotificationsOutlined />
    </Badge>
  );
  return (
    <Tooltip
      title={arrived ? notificationTexts.badgeTooltip(pending || 1) : texts.header.notifications}
      open={arrived || hovered}
      onOpenChange={setHovered}
      describeChild
    >
      {wide ? (
        <span data-tour="tour-notificaciones">
          <Popover label={label} icon={icon} title={notificationTexts.title} placement="bottom-end">
            <Suspense fallback={<Skeleton label={notificationTexts.loading} />}>
              <NotificationDropdown />
            </Suspense>
          </Popover>
        </span>
      ) : (
        <IconButton
          component={Link}
          to={paths.notifications.getHref()}
          aria-label={label}
          data-tour="tour-notificaciones"
        >
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
