import Typography from '@mui/material/Typography';
import type { ElectiveCourse } from '@generated/main/model';
import { useElegirElectivoAlumno } from '@generated/main/endpoints/cursos/cursos';
import { notifySuccess } from '@/lib/http';
import { ConfirmModal } from '@/ui/Modal';
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
    <ConfirmModal
      title={electives.confirmTitle(option.electiveName)}
      confirmLabel={electives.choose}
      onConfirm={send}
      onClose={onClose}
      pending={choose.isPending}
    >
      <Typography>{electives.confirmBody}</Typography>
    </ConfirmModal>
  );
}
