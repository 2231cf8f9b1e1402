import Typography from '@mui/material/Typography';
import type { EvaluarBecaSocioeconomicaRequest } from '@generated/main/model';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { digitsOnly, maxValue, minLength, minValue, number, trimmed } from '@/lib/validation';
import { FormTextArea, FormTextField } from '@/ui/Form';
import ActionFormDialog from '@/admin/forms/ActionFormDialog';
import { texts } from './texts';

interface Values {
  value: string;
}

// The contract's bounds (openapi/main/becaSocioeconomica.yaml): 10 to 50 %, a reason of 5 to
// 500 characters once trimmed.
const PERCENT_RULES = [number(), minValue(10), maxValue(50)];
const REASON_RULES = [trimmed(minLength(5))];

interface EvaluateDialogProps {
  decision: EvaluarBecaSocioeconomicaRequest['decision'];
  onClose: () => void;
  /** Sends the decision; a refusal keeps the dialog and what was written. */
  onEvaluate: (data: EvaluarBecaSocioeconomicaRequest) => Promise<unknown>;
}

/** A grant's percentage or a rejection's reason, which the student is notified of. */
export default function EvaluateDialog({ decision, onClose, onEvaluate }: EvaluateDialogProps) {
  const granting = decision === 'OTORGADA';
  const form = useCampusForm<Values>({ defaultValues: { value: '' } });
  const onSubmit = useSubmit(form, ({ value }) =>
    onEvaluate(
      granting ? { decision, porcentaje: Number(value) } : { decision, motivo: value.trim() },
    ),
  );
  return (
    <ActionFormDialog
      title={granting ? texts.grantTitle : texts.rejectTitle}
      onSubmit={onSubmit}
      sending={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onClose={onClose}
      cancelLabel={texts.cancel}
      submitLabel={texts.confirm}
    >
      <Typography variant="body2">{granting ? texts.grantHelp : texts.rejectHelp}</Typography>
      {granting ? (
        <FormTextField
          control={form.control}
          name="value"
          required
          rules={PERCENT_RULES}
          label={texts.percentLabel}
          inputMode="numeric"
          parse={(value) => digitsOnly(value, 2)}
        />
      ) : (
        <FormTextArea
          control={form.control}
          name="value"
          required
          rules={REASON_RULES}
          label={texts.reason}
          maxLength={500}
        />
      )}
    </ActionFormDialog>
  );
}
