import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { minLength } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormTextArea } from '@/ui/Form';
import { Modal, useDiscardGuard } from '@/ui/Modal';

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

/**
 * A decision that needs its reason (observe a document, reject an assignment): the reason asked
 * in a dialog that confirms before discarding what was written.
 */
export default function ReasonDialog(props: ReasonDialogProps) {
  const { title, help, label, cancelLabel, confirmLabel, maxLength, onClose, onSubmit } = props;
  const formId = useId();
  const form = useCampusForm<ReasonValues>({ defaultValues: { reason: '' } });
  const submit = useSubmit(form, ({ reason }) => onSubmit(reason.trim()));
  const sending = form.formState.isSubmitting;
  const discardGuard = useDiscardGuard(form.formState.isDirty && !sending, onClose);
  return (
    <>
      <Modal
        open
        onClose={discardGuard.requestClose}
        title={title}
        actions={
          <>
            <Button variant="secondary" onClick={discardGuard.requestClose} disabled={sending}>
              {cancelLabel}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <Stack component="form" id={formId} spacing={2} onSubmit={submit} noValidate sx={{ pt: 1 }}>
          <Typography variant="body2">{help}</Typography>
          <FormTextArea
            control={form.control}
            name="reason"
            required
            rules={REASON_RULES}
            label={label}
            maxLength={maxLength}
          />
        </Stack>
      </Modal>
      {discardGuard.confirmation}
    </>
  );
}
