import type { AgendarCitaSaeRequest } from '@generated/main/model';
import { useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { maxLength, minLength, trimmed } from '@/lib/validation';
import { FormDatePicker, FormTextField } from '@/ui/Form';
import ActionFormDialog from '@/admin/forms/ActionFormDialog';
import { texts } from './texts';
import { useDateWindow } from './useDateWindow';

interface Values {
  titulo: string;
  lugar: string;
  /** The confirmed moment as an ISO instant (FormDatePicker's value). */
  fecha: string | null;
}

// The contract's bounds (openapi/main/saeAdmin.yaml).
const TITLE_RULES = [trimmed(minLength(5)), trimmed(maxLength(120))];
const PLACE_RULES = [trimmed(minLength(3)), trimmed(maxLength(120))];

interface InterviewDialogProps {
  onClose: () => void;
  /** Sends the interview; a refusal keeps the dialog and what was written. */
  onSave: (data: AgendarCitaSaeRequest) => Promise<unknown>;
}

/** An interview with its title, place and time; one key per dialog. */
export default function InterviewDialog({ onClose, onSave }: InterviewDialogProps) {
  const key = useIdempotencyKey();
  const form = useCampusForm<Values>({ defaultValues: { titulo: '', lugar: '', fecha: null } });
  const onSubmit = useSubmit(form, ({ titulo, lugar, fecha }) =>
    onSave({
      claveIdempotencia: key,
      titulo: titulo.trim(),
      lugar: lugar.trim(),
      fecha: fecha!,
    }),
  );
  const dates = useDateWindow();
  return (
    <ActionFormDialog
      title={texts.scheduleTitle}
      onSubmit={onSubmit}
      sending={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onClose={onClose}
      cancelLabel={texts.cancel}
      submitLabel={texts.save}
    >
      <FormTextField
        control={form.control}
        name="titulo"
        required
        rules={TITLE_RULES}
        label={texts.interviewTitle}
        maxLength={120}
      />
      <FormTextField
        control={form.control}
        name="lugar"
        required
        rules={PLACE_RULES}
        label={texts.interviewPlace}
        maxLength={120}
      />
      <FormDatePicker
        control={form.control}
        name="fecha"
        required
        label={texts.interviewDate}
        minutesStep={30}
        minDate={dates.minDate}
        maxDate={dates.maxDate}
      />
    </ActionFormDialog>
  );
}
