import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccionSae } from '@generated/main/model';
import { useConfirmarAsistenciaSae } from '@generated/main/endpoints/sae/sae';
import { formatLongDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { ConfirmModal } from '@/ui/Modal';
import { texts } from '../texts';

const t = texts.pending;

/**
 * Confirms the student will attend an interview after asking them (issue 54: one click bound them
 * to it), once however often it is clicked; the cases are read again (the contract's
 * invalidation), so the interview moves to the history. A failure leaves the question open.
 */
export default function ConfirmAttendanceButton({ accion }: { accion: AccionSae }) {
  const [asking, setAsking] = useState(false);
  const confirm = useConfirmarAsistenciaSae({ mutation: { meta: { silentError: true } } });
  return (
    <div>
      <Button onClick={() => setAsking(true)}>{t.confirm}</Button>
      {asking && (
        <ConfirmModal
          title={t.confirmTitle}
          confirmLabel={t.confirm}
          cancelLabel={t.notYet}
          pending={confirm.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            confirm.mutate(
              { idAccion: accion.idAccion },
              {
                onSuccess: (answer) => {
                  setAsking(false);
                  notifySuccess(answer);
                },
                onError: notifyError,
              },
            )
          }
        >
          <Typography>
            {t.confirmText(accion.titulo, formatLongDateTime(accion.fecha), accion.lugar)}
          </Typography>
        </ConfirmModal>
      )}
    </div>
  );
}
