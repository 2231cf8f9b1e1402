import { useState } from 'react';
import type { Notificacion } from '@generated/notifications/model';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { texts } from '../texts';

interface DeleteNotificationDialogProps {
  notification: Notificacion | null;
  onClose: () => void;
  /** Resolves once deleted; a rejection keeps the dialog open so the user can retry. */
  onConfirm: (notification: Notificacion) => Promise<unknown>;
}

/** The spec §5 confirmation before a notification is deleted for good. */
export default function DeleteNotificationDialog({
  notification,
  onClose,
  onConfirm,
}: DeleteNotificationDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!notification || deleting) return;
    setDeleting(true);
    try {
      await onConfirm(notification);
      onClose();
    } catch {
      // Reported by the notification error helper; the dialog stays for another try.
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal
      open={notification !== null}
      onClose={onClose}
      title={texts.deleteTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            {texts.cancel}
          </Button>
          <Button onClick={() => void confirm()} loading={deleting}>
            {texts.delete}
          </Button>
        </>
      }
    >
      {texts.deleteConfirm}
    </Modal>
  );
}
