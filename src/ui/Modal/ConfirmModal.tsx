import type { ReactNode } from 'react';
import { Button } from '../Button';
import { modalTexts } from '../texts';
import Modal, { type ModalVariant } from './Modal';

export interface ConfirmModalProps {
  /** Shows the modal. @default true */
  open?: boolean;
  /** The question, e.g. '¿Solicitar la revisión de esta nota?'; it names the dialog. */
  title: ReactNode;
  /** What confirming does. */
  children: ReactNode;
  /** The confirming button's text, e.g. 'Eliminar'. */
  confirmLabel: string;
  /**
   * The other button's text, when 'Cancelar' would read as the action itself (cancelling an
   * appointment offered 'Cancelar' beside 'Cancelar cita', issue 54). @default 'Cancelar'
   */
  cancelLabel?: string;
  /** Called once per confirmation: clicks while `pending` are ignored. */
  onConfirm: () => void;
  /** Cancel, the close button, Escape. */
  onClose: () => void;
  /** The confirmed action is running: confirm shows its loader and cancel waits. @default false */
  pending?: boolean;
  /** `alert` for what cannot be undone (announced as an alert dialog). @default 'default' */
  variant?: ModalVariant;
}

/**
 * A question with 'Cancelar' and a confirming button, for an action that must be confirmed
 * first. The caller closes it when the action succeeds; a failure leaves it open for a retry.
 */
export default function ConfirmModal({
  open = true,
  title,
  children,
  confirmLabel,
  cancelLabel = modalTexts.cancel,
  onConfirm,
  onClose,
  pending = false,
  variant = 'default',
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      variant={variant}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button onClick={() => pending || onConfirm()} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
