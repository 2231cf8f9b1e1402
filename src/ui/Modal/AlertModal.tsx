import type { ReactNode } from 'react';
import { modalTexts } from '../texts/modal';
import { Button } from '../Button';
import Modal from './Modal';

export interface AlertModalProps {
  title: string;
  /** spec §4: an alert may be closed (its close button, 'Más tarde') only when its orden allows it. */
  closeable: boolean;
  onClose: () => void;
  /** What the alert asks for: a link or a button, beside 'Más tarde'. */
  action?: ReactNode;
  children: ReactNode;
}

/** A home alert of the mandatory-task flow (spec §4 home alert queue), one at a time. */
export default function AlertModal({ title, closeable, onClose, action, children }: AlertModalProps) {
  return (
    <Modal
      open
      onClose={() => closeable && onClose()}
      showClose={closeable}
      variant="alert"
      title={title}
      actions={
        (closeable || action) && (
          <>
            {closeable && (
              <Button variant="text" onClick={onClose}>
                {modalTexts.later}
              </Button>
            )}
            {action}
          </>
        )
      }
    >
      {children}
    </Modal>
  );
}
