import Typography from '@mui/material/Typography';
import type { ElectiveCourse } from '@generated/main/model';
import { useElegirElectivoAlumno } from '@generated/main/endpoints/cursos/cursos';
import { notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { texts } from '../texts';

const { electives } = texts;

interface ChooseDialogProps {
  idSeccion: number;
  option: ElectiveCourse;
  onClose: () => void;
}

/**
 * Confirms the one choice of a unit. While it is sent the button waits (one request per click);
 * on success the unit and the course lists reload (the contract's invalidations) and show the
 * choice. A refusal (the deadline passed, already chosen) keeps the dialog with the server's
 * message for the student to read.
 */
export default function ChooseDialog({ idSeccion, option, onClose }: ChooseDialogProps) {
  const choose = useElegirElectivoAlumno();
  const send = () =>
    choose.mutate(
      { data: { idSeccion, electiveId: option.electiveId } },
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
      title={electives.confirmTitle(option.electiveName)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={choose.isPending}>
            {electives.cancel}
          </Button>
          <Button onClick={send} loading={choose.isPending}>
            {electives.choose}
          </Button>
        </>
      }
    >
      <Typography>{electives.confirmBody}</Typography>
    </Modal>
  );
}
