import Typography from '@mui/material/Typography';
import type { Nota } from '@generated/main/model';
import { useSolicitarRevisionNota } from '@generated/main/endpoints/cursos/cursos';
import { notifySuccess } from '@/lib/http';
import { ConfirmModal } from '@/ui/Modal';
import { formatScore } from '../shared/scores';
import { texts } from '../texts';

interface ReviewDialogProps {
  idSeccion: number;
  nota: Nota;
  dual: boolean;
  onClose: () => void;
}

/**
 * Confirms a grade review request (spec §4). While it is sent the button waits (one request per
 * click); on success the course's scores reload and the score shows 'En revisión'. A refusal
 * keeps the dialog open with the server's message (the shared error toast) for a retry.
 */
export default function ReviewDialog({ idSeccion, nota, dual, onClose }: ReviewDialogProps) {
  const request = useSolicitarRevisionNota();
  const send = () =>
    request.mutate(
      { data: { idSeccion, idNota: nota.idNota } },
      {
        onSuccess: (response) => {
          notifySuccess(response);
          onClose();
        },
      },
    );
  return (
    <ConfirmModal
      title={texts.scores.confirmTitle}
      confirmLabel={texts.scores.confirm}
      onConfirm={send}
      onClose={onClose}
      pending={request.isPending}
    >
      <Typography>{texts.scores.confirmBody(nota.name, formatScore(nota.score, dual))}</Typography>
    </ConfirmModal>
  );
}
