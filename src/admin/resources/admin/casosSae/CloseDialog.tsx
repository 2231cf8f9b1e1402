import Typography from '@mui/material/Typography';
import type { CerrarCasoSaeRequest } from '@generated/main/model';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { maxLength, minLength, trimmed } from '@/lib/validation';
import { FormTextArea } from '@/ui/Form';
import ActionFormDialog from '@/admin/forms/ActionFormDialog';
import { texts } from './texts';

// The contract's bounds (openapi/main/saeAdmin.yaml): 5 to 1000 characters once trimmed.
const NOTE_RULES = [trimmed(minLength(5)), trimmed(maxLength(1000))];

interface CloseDialogProps {
  onClose: () => void;
  /** Closes the case; a refusal keeps the dialog and what was written. */
  onSave: (data: CerrarCasoSaeRequest) => Promise<unknown>;
}

/** Closes the case with a public note; a second close is the server's 409, not a second note. */
export default function CloseDialog({ onClose, onSave }: CloseDialogProps) {
  const form = useCampusForm<{ nota: string }>({ defaultValues: { nota: '' } });
  const onSubmit = useSubmit(form, ({ nota }) => onSave({ nota: nota.trim() }));
  return (
    <ActionFormDialog
      title={texts.closeTitle}
      onSubmit={onSubmit}
      sending={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onClose={onClose}
      cancelLabel={texts.cancel}
      submitLabel={texts.close}
    >
      <Typography variant="body2">{texts.closeHelp}</Typography>
      <FormTextArea
        control={form.control}
        name="nota"
        required
        rules={NOTE_RULES}
        label={texts.closeNote}
        maxLength={1000}
      />
    </ActionFormDialog>
  );
}
