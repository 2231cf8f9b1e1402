import Typography from '@mui/material/Typography';
import type { AgregarNotaSaeRequest } from '@generated/main/model';
import { useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { maxLength, minLength, trimmed } from '@/lib/validation';
import { FormSwitch, FormTextArea } from '@/ui/Form';
import ActionFormDialog from '@/admin/forms/ActionFormDialog';
import { texts } from './texts';

interface Values {
  texto: string;
  publica: boolean;
}

// The contract's bounds (openapi/main/saeAdmin.yaml): 5 to 1000 characters once trimmed.
const TEXT_RULES = [trimmed(minLength(5)), trimmed(maxLength(1000))];

interface NoteDialogProps {
  onClose: () => void;
  /** Sends the note; a refusal keeps the dialog and what was written. */
  onSave: (data: AgregarNotaSaeRequest) => Promise<unknown>;
}

/** A note on the case, public (the student reads it) or the staff's own; one key per dialog. */
export default function NoteDialog({ onClose, onSave }: NoteDialogProps) {
  const key = useIdempotencyKey();
  const form = useCampusForm<Values>({ defaultValues: { texto: '', publica: true } });
  const onSubmit = useSubmit(form, ({ texto, publica }) =>
    onSave({ claveIdempotencia: key, texto: texto.trim(), publica }),
  );
  return (
    <ActionFormDialog
      title={texts.noteTitle}
      onSubmit={onSubmit}
      sending={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onClose={onClose}
      cancelLabel={texts.cancel}
      submitLabel={texts.save}
    >
      <Typography variant="body2">{texts.noteHelp}</Typography>
      <FormTextArea
        control={form.control}
        name="texto"
        required
        rules={TEXT_RULES}
        label={texts.noteText}
        maxLength={1000}
      />
      <FormSwitch control={form.control} name="publica" label={texts.notePublic} />
    </ActionFormDialog>
  );
}
