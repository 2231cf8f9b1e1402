import Typography from '@mui/material/Typography';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { minLength } from '@/lib/validation';
import { FormTextArea } from '@/ui/Form';
import ActionFormDialog from './ActionFormDialog';

interface ReasonValues {
  reason: string;
}

// The demo API trims a decision's reason and takes at least 5 characters.
const REASON_RULES = [minLength(5)];

export interface ReasonDialogProps {
  title: string;
  /** What happens once the reason is sent. */
  help: string;
  label: string;
  cancelLabel: string;
  confirmLabel: string;
  maxLength: number;
  onClose: () => void;
  /** Sends the reason, trimmed; a refusal keeps the dialog and what was written. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A decision that needs its reason (observe a document, reject an assignment). */
export default function ReasonDialog(props: ReasonDialogProps) {
  const { title, help, label, cancelLabel, confirmLabel, maxLength, onClose, onSubmit } = props;
  const form = useCampusForm<ReasonValues>({ defaultValues: { reason: '' } });
  const submit = useSubmit(form, ({ reason }) => onSubmit(reason.trim()));
  return (
    <ActionFormDialog
      title={title}
      onSubmit={submit}
      sending={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onClose={onClose}
      cancelLabel={cancelLabel}
      submitLabel={confirmLabel}
    >
      <Typography variant="body2">{help}</Typography>
      <FormTextArea
        control={form.control}
        name="reason"
        required
        rules={REASON_RULES}
        label={label}
        maxLength={maxLength}
      />
    </ActionFormDialog>
  );
}
