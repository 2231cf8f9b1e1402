import { Modal } from '@/ui/Modal';
import NotificationSettings from './NotificationSettings';
import { settingsTexts as texts } from './texts';

export interface NotificationSettingsDialogProps {
  /** Shows the dialog. */
  open: boolean;
  /** Called by its close button, Escape and a click outside. */
  onClose: () => void;
}

/** The notification settings in a dialog, opened from the profile menu's 'Configuración'. */
export default function NotificationSettingsDialog({
  open,
  onClose,
}: NotificationSettingsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={texts.dialogTitle} fullScreenOnMobile>
      <NotificationSettings />
    </Modal>
  );
}
