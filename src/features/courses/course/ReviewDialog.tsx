import Typography from '@mui/material/Typography';
import type { Nota } from '@generated/main/model';
import { useSolicitarRevisionNota } from '@generated/main/endpoints/cursos/cursos';
import { notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { formatScore } from '../rules/scores';
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
    <Modal
      open
      onClose={onClose}
      title={texts.scores.confirmTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={request.isPending}>
            {texts.scores.cancel}
          </Button>
          <Button onClick={send} loading={request.isPending}>
            {texts.scores.confirm}
          </Button>
        </>
      }
    >
      <Typography>{texts.scores.confirmBody(nota.name, formatScore(nota.score, dual))}</Typography>
    </Modal>
  );
}
