import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useAgendarAsesoria,
  useReprogramarCitaAlumno,
} from '@generated/main/endpoints/asesoria/asesoria';
import type {
  AsesoriasDisponiblesResponseResultsItem,
  Cita,
  ModalidadCita,
} from '@generated/main/model';
import { isApiError } from '@/lib/http';
import { formatLongDate, formatTime } from '@/lib/dates';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { maxLength, minLength, required, trimmed } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormRadio, FormTextArea } from '@/ui/Form';
import { Modal, useDiscardGuard } from '@/ui/Modal';
import { texts } from '../texts';

const t = texts.booking;
const REASON_MAX = 250;
const REASON_RULES = [required(), trimmed(minLength(3)), trimmed(maxLength(REASON_MAX))];
const MODALITIES = (Object.keys(t.modalities) as ModalidadCita[]).map((id) => ({
  id,
  text: t.modalities[id],
}));

interface Values {
  modalidad: ModalidadCita | null;
  motivo: string;
}

/** A refusal the student can act on (the slot was just taken, the cut-off passed). */
const explained = (error: unknown) =>
  isApiError(error) && (error.status === 409 || error.status === 400) && error.messagePublic;

interface BookingDialogProps {
  slot: AsesoriasDisponiblesResponseResultsItem;
  /** The upcoming appointment being moved to `slot`; none books a new one. */
  moving: Cita | null;
  onClose: () => void;
  /** The appointment was booked or moved: the page says where the focus goes next. */
  onBooked?: () => void;
  /** A refusal: the free slots are read again (one may have just been taken). */
  onRefused: () => void;
}

/**
 * Confirms a free slot: a new appointment asks for the modality and the reason (sent once, under
 * one idempotency key); a reschedule only confirms. A slot taken meanwhile closes the dialog with
 * the server's message, and the free slots reload.
 */
export default function BookingDialog({
  slot,
  moving,
  onClose,
  onBooked,
  onRefused,
}: BookingDialogProps) {
  const form = useCampusForm<Values>({ defaultValues: { modalidad: null, motivo: '' } });
  const key = useIdempotencyKey();
  // The dialog words a taken slot and a passed cut-off itself; anything else gets spec §8's toast.
  const meta = { explainedStatuses: [400, 409] };
  const book = useAgendarAsesoria({ mutation: { meta } });
  const move = useReprogramarCitaAlumno({ mutation: { meta } });
  const finish = (message: string | undefined) => {
    toast.show({ type: 'success', detail: message ?? t.confirm });
    onBooked?.();
    onClose();
  };
  const refused = (error: unknown) => {
    // A field the server refused stays in the dialog, under the field, for another try.
    if (applyServerErrors(error, form)) return;
    const message = explained(error);
    if (!message) throw error;
    toast.show({ type: 'warning', detail: message, life: 5000 });
    onRefused();
    onClose();
  };
  const submit = useSubmit(form, async (values) => {
    try {
      const answer = moving
        ? await move.mutateAsync({ idCita: moving.idCita, data: { idAsesoria: slot.idAsesoria } })
        : await book.mutateAsync({
            data: {
              claveIdempotencia: key,
              idAsesoria: slot.idAsesoria,
              modalidad: values.modalidad!,
              motivo: values.motivo.trim(),
            },
          });
      finish(answer.messagePublic);
    } catch (error) {
      refused(error);
    }
  });
  const pending = book.isPending || move.isPending;
  // Escape, a click outside or 'Cancelar' no longer drop a typed reason unasked, as the
  // psychologist's note dialog already did (issue 54).
  const guard = useDiscardGuard(form.formState.isDirty && !pending, onClose);
  return (
    <>
      <Modal
        open
        onClose={guard.requestClose}
        title={t.dialogTitle}
        fullScreenOnMobile
        actions={
          <>
            <Button variant="secondary" onClick={guard.requestClose} disabled={pending}>
              {texts.calendar.cancel}
            </Button>
            <Button type="submit" form="booking-form" loading={pending}>
              {moving ? t.reschedule : t.confirm}
            </Button>
          </>
        }
      >
        <Stack component="form" id="booking-form" spacing={2} onSubmit={submit} noValidate>
          <Typography sx={{ fontWeight: 600 }}>
            {formatLongDate(slot.fechaHoraInicio)}, {formatTime(slot.fechaHoraInicio)}
          </Typography>
          <Typography>{texts.appointment.with(slot.psicologo)}</Typography>
          {!moving && (
            <>
              <FormRadio
                control={form.control}
                name="modalidad"
                label={t.modality}
                options={MODALITIES}
                required
              />
              <FormTextArea
                control={form.control}
                name="motivo"
                label={t.reason}
                rules={REASON_RULES}
                rows={3}
                maxLength={REASON_MAX}
                helperText={t.reasonHelp}
              />
            </>
          )}
        </Stack>
      </Modal>
      {guard.confirmation}
    </>
  );
}
