import Typography from '@mui/material/Typography';
import type { Notificacion } from '@generated/notifications/model';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { RelativeTime } from '@/ui/RelativeTime';
import { RouterLink } from '@/ui/RouterLink';
import { fillLink } from '../notificationTarget';
import { texts } from '../texts';

interface NotificationDialogProps {
  notification: Notificacion | null;
  onClose: () => void;
}

/** A modal-type notification (spec §3 `component`), read whole in a dialog. */
export default function NotificationDialog({ notification, onClose }: NotificationDialogProps) {
  const link = notification?.link ? fillLink(notification.link, notification) : null;
  const external = link !== null && /^https?:\/\//i.test(link);
  return (
    <Modal
      open={notification !== null}
      onClose={onClose}
      title={notification?.title ?? ''}
      actions={
        <>
          {link && notification?.linkName && (
            <Button
              component={external ? 'a' : RouterLink}
              href={link}
              {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
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
