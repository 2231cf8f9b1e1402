import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { minLength } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormTextArea } from '@/ui/Form';
import { Modal, useDiscardGuard } from '@/ui/Modal';
import { texts } from './texts';

interface RejectValues {
  motivo: string;
}

// The server trims the reason and takes 5 to 300 characters (openapi/main/programacionDocente.yaml).
const REASON_RULES = [minLength(5)];
const FORM_ID = 'rechazar-asignacion';

interface RejectDialogProps {
  onClose: () => void;
  /** Sends the reason; a refusal keeps the dialog and what was written. */
  onReject: (motivo: string) => Promise<unknown>;
}

/** Why a proposed teacher is rejected; the section waits for another proposal. */
export default function RejectDialog({ onClose, onReject }: RejectDialogProps) {
  const form = useCampusForm<RejectValues>({ defaultValues: { motivo: '' } });
  const onSubmit = useSubmit(form, ({ motivo }) => onReject(motivo.trim()));
  const sending = form.formState.isSubmitting;
  const discardGuard = useDiscardGuard(form.formState.isDirty && !sending, onClose);
  return (
    <>
      <Modal
        open
        onClose={discardGuard.requestClose}
        title={texts.rejectTitle}
        actions={
          <>
            <Button variant="secondary" onClick={discardGuard.requestClose} disabled={sending}>
              {texts.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} loading={sending}>
              {texts.reject}
            </Button>
          </>
        }
      >
        <Stack
          component="form"
          id={FORM_ID}
          spacing={2}
          onSubmit={onSubmit}
          noValidate
          sx={{ pt: 1 }}
        >
          <Typography variant="body2">{texts.rejectHelp}</Typography>
          <FormTextArea
            control={form.control}
            name="motivo"
            required
            rules={REASON_RULES}
            label={texts.reason}
            maxLength={300}
          />
        </Stack>
      </Modal>
      {discardGuard.confirmation}
    </>
  );
}
