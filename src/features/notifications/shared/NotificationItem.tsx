import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { createElement, memo } from 'react';
import type { Notificacion } from '@generated/notifications/model';
import { RelativeTime } from '@/ui/RelativeTime';
import { RouterLink } from '@/ui/RouterLink';
import { NEW_HIGHLIGHT_MS } from '../live/liveArrivals';
import { notificationTarget, type NotificationTarget } from './notificationTarget';
import { texts } from '../texts';
import { notificationIcon } from './notificationIcons';

interface NotificationItemProps {
  notification: Notificacion;
  /** Arrived live a moment ago: highlighted for NEW_HIGHLIGHT_MS. */
  fresh: boolean;
  onOpen: (notification: Notificacion) => void;
  onDelete: (notification: Notificacion) => void;
}

const arrive = keyframes`from { background-color: var(--campus-fresh); } to { background-color: transparent; }`;

/**
 * How the item opens its target: a campus link, a new tab, or a button (one that says it opens a
 * dialog, or one that only marks it read).
 */
function targetProps(target: NotificationTarget) {
  if (target.kind === 'internal') return { component: RouterLink, href: target.to };
  if (target.kind === 'external')
    return { component: 'a', href: target.href, target: '_blank', rel: 'noopener noreferrer' };
  if (target.kind === 'modal') {
    return { component: 'button' as const, 'aria-haspopup': 'dialog' as const };
  }
  return { component: 'button' as const };
}

/**
 * One notification: opening it marks it seen; the bin asks before deleting it. Memoised: a live
 * arrival renders its own row, not the fifty already on screen.
 */
export default memo(function NotificationItem({
  notification,
  fresh,
  onOpen,
  onDelete,
}: NotificationItemProps) {
  const unseen = !notification.isSeen;
  const target = notificationTarget(notification);
  return (
    <ListItem
      disablePadding
      data-notification-id={notification.id}
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={`${texts.delete}: ${notification.title}`}
          onClick={() => onDelete(notification)}
        >
          <DeleteOutline />
        </IconButton>
      }
      sx={(theme) => ({
        '--campus-fresh': theme.palette.primary.light,
        ...(fresh && {
          animation: `${arrive} ${NEW_HIGHLIGHT_MS}ms ease-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
      })}
    >
      <ListItemButton
        {...targetProps(target)}
        onClick={() => onOpen(notification)}
        sx={{ alignItems: 'flex-start', gap: 1.5, pr: 7, width: '100%', textAlign: 'left' }}
      >
        <Avatar sx={{ bgcolor: unseen ? 'primary.main' : 'action.disabledBackground', mt: 0.5 }}>
          {createElement(notificationIcon(notification.icon), { fontSize: 'small' })}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: unseen ? 700 : 500 }}>
            {notification.title}
            {unseen && (
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  width: 8,
                  height: 8,
                  ml: 1,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  verticalAlign: 'middle',
                }}
              >
                <Box component="span" style={visuallyHidden}>
                  {texts.unseen}
                </Box>
              </Box>
            )}
          </Typography>
          {notification.subtitle && (
            <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
              {notification.subtitle}
            </Typography>
          )}
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {notification.description}
            {target.kind === 'external' && (
              <Box component="span" style={visuallyHidden}>
                {` ${texts.newTab}`}
              </Box>
            )}
          </Typography>
          <RelativeTime
            value={notification.time}
            sx={{ display: 'block', fontSize: 12, color: 'text.secondary', mt: 0.5 }}
          />
        </Box>
      </ListItemButton>
    </ListItem>
  );
});
