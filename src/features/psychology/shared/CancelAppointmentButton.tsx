import Typography from '@mui/material/Typography';
import { useCancelarCitaAlumno } from '@generated/main/endpoints/asesoria/asesoria';
import type { Cita } from '@generated/main/model';
import { useState } from 'react';
import { formatLongDate, formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { ConfirmModal } from '@/ui/Modal';
import { texts } from '../texts';

const t = texts.history;

/** 'Cancelar cita', after a confirmation; a failure leaves the question open for a retry. */
export default function CancelAppointmentButton({
  cita,
  onCancelled,
}: {
  cita: Cita;
  /** The appointment is gone, and this button with it: the page says where the focus goes. */
  onCancelled?: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelarCitaAlumno();
  const confirm = () =>
    cancel.mutate(
      { idCita: cita.idCita },
      {
        onSuccess: (answer) => {
          setAsking(false);
          toast.show({ type: 'success', detail: answer.messagePublic ?? t.cancel });
          onCancelled?.();
        },
      },
    );
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setAsking(true)}>
        {t.cancel}
      </Button>
      <ConfirmModal
        open={asking}
        title={t.cancelTitle}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
        pending={cancel.isPending}
      >
        <Typography>
          {t.cancelBody(
            `${formatLongDate(cita.fechaHoraInicio)}, ${formatTime(cita.fechaHoraInicio)}`,
          )}
        </Typography>
      </ConfirmModal>
    </>
  );
}
