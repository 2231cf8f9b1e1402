import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import type { AgendarCitaSaeRequest } from '@generated/main/model';
import { useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { maxLength, minLength, trimmed } from '@/lib/validation';
import { FormDatePicker, FormTextField } from '@/ui/Form';
import ActionFormDialog from '@/admin/forms/ActionFormDialog';
import { texts } from './texts';

interface Values {
  titulo: string;
  lugar: string;
  fecha: Dayjs | null;
}

// The contract's bounds (openapi/main/saeAdmin.yaml).
const TITLE_RULES = [trimmed(minLength(5)), trimmed(maxLength(120))];
const PLACE_RULES = [trimmed(minLength(3)), trimmed(maxLength(120))];
const DAY = 86_400_000;
/** As far ahead as the server takes (saeAdmin.ts). */
const DAYS_AHEAD = 90;

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
      fecha: fecha!.toISOString(),
    }),
  );
  // The window opens from the dialog's moment; the server checks it again on its clock.
  const [now] = useState(() => Date.now());
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
        minDate={now + DAY}
        maxDate={now + (DAYS_AHEAD - 1) * DAY}
      />
    </ActionFormDialog>
  );
}
