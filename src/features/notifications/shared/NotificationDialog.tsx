import Typography from '@mui/material/Typography';
import type { Notificacion } from '@generated/notifications/model';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { RelativeTime } from '@/ui/RelativeTime';
import { RouterLink } from '@/ui/RouterLink';
import { linkTarget } from './notificationTarget';
import { texts } from '../texts';

interface NotificationDialogProps {
  notification: Notificacion | null;
  onClose: () => void;
}

/** A modal-type notification (spec §3 `component`), read whole in a dialog. */
export default function NotificationDialog({ notification, onClose }: NotificationDialogProps) {
  // The same rules as a row's link: ids filled in, and only campus paths or web addresses.
  const target = notification ? linkTarget(notification) : { kind: 'none' as const };
  return (
    <Modal
      open={notification !== null}
      onClose={onClose}
      title={notification?.title ?? ''}
      actions={
        <>
          {target.kind !== 'none' && notification?.linkName && (
            <Button
              {...(target.kind === 'external'
                ? {
                    component: 'a',
                    href: target.href,
                    target: '_blank',
                    rel: 'noopener noreferrer',
                  }
                : { component: RouterLink, href: target.to })}
              onClick={onClose}
            >
              {notification.linkName}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {texts.close}
          </Button>
        </>
      }
    >
      {notification && (
        <>
          {notification.subtitle && (
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {notification.subtitle}
            </Typography>
          )}
          <Typography sx={{ mb: 1 }}>{notification.description}</Typography>
          <RelativeTime value={notification.time} sx={{ color: 'text.secondary', fontSize: 14 }} />
        </>
      )}
    </Modal>
  );
}
