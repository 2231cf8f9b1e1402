import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { Modal, useDiscardGuard } from '@/ui/Modal';

export interface ActionFormDialogProps {
  title: string;
  /** The form's submit handler (useSubmit's). */
  onSubmit: (event: FormEvent) => void;
  /** Whether the form is being sent: the buttons wait. */
  sending: boolean;
  /** Whether the form holds unsaved input: closing asks first. */
  dirty: boolean;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A record's action that asks for a few fields (a reason, a note, an appointment) in a dialog:
 * cancel and submit under the form; Escape, a click outside or cancel ask '¿Descartar los
 * cambios?' first while input is unsaved.
 */
export default function ActionFormDialog({
  title,
  onSubmit,
  sending,
  dirty,
  onClose,
  cancelLabel,
  submitLabel,
  children,
}: ActionFormDialogProps) {
  const discardGuard = useDiscardGuard(dirty && !sending, onClose);
  const formId = useId();
  return (
    <>
      <Modal
        open
        onClose={discardGuard.requestClose}
        title={title}
        actions={
          <>
            <Button variant="secondary" onClick={discardGuard.requestClose} disabled={sending}>
              {cancelLabel}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {submitLabel}
            </Button>
          </>
        }
      >
        <Stack
          component="form"
          id={formId}
          spacing={2}
          onSubmit={onSubmit}
          noValidate
          sx={{ pt: 1 }}
        >
          {children}
        </Stack>
      </Modal>
      {discardGuard.confirmation}
    </>
  );
}
