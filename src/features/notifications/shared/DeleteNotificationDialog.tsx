import { useState } from 'react';
import type { Notificacion } from '@generated/notifications/model';
import { ConfirmModal } from '@/ui/Modal';
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
    if (!notification) return;
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
    <ConfirmModal
      open={notification !== null}
      title={texts.deleteTitle}
      confirmLabel={texts.delete}
      onConfirm={() => void confirm()}
      onClose={onClose}
      pending={deleting}
    >
      {texts.deleteConfirm}
    </ConfirmModal>
  );
}
