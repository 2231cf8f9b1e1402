import ReasonDialog from '@/admin/forms/ReasonDialog';
import { texts } from './texts';

interface RejectDialogProps {
  onClose: () => void;
  /** Sends the reason; a refusal keeps the dialog and what was written. */
  onReject: (motivo: string) => Promise<unknown>;
}

/**
 * Why a proposed teacher is rejected; the section waits for another proposal (the server takes
 * 5 to 300 characters, openapi/main/programacionDocente.yaml).
 */
export default function RejectDialog({ onClose, onReject }: RejectDialogProps) {
  return (
    <ReasonDialog
      title={texts.rejectTitle}
      help={texts.rejectHelp}
      label={texts.reason}
      cancelLabel={texts.cancel}
      confirmLabel={texts.reject}
      maxLength={300}
      onClose={onClose}
      onSubmit={onReject}
    />
  );
}
