import ReasonDialog from '@/admin/forms/ReasonDialog';
import { texts } from './texts';

interface ObserveDialogProps {
  onClose: () => void;
  /** Sends the reason; a refusal keeps the dialog and what was written. */
  onObserve: (observacion: string) => Promise<unknown>;
}

/**
 * The reason a document is observed, which the student reads before replacing it (the server
 * takes 5 to 500 characters, openapi/main/documentoMatricula.yaml).
 */
export default function ObserveDialog({ onClose, onObserve }: ObserveDialogProps) {
  return (
    <ReasonDialog
      title={texts.observeTitle}
      help={texts.observeHelp}
      label={texts.reason}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      maxLength={500}
      onClose={onClose}
      onSubmit={onObserve}
    />
  );
}
