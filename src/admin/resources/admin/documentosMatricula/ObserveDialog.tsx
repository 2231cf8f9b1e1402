import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCampusForm, useSubmit } from '@/lib/forms';
import { minLength } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormTextArea } from '@/ui/Form';
import { Modal, useDiscardGuard } from '@/ui/Modal';
import { texts } from './texts';

interface ObserveValues {
  observacion: string;
}

// The server trims the reason and takes 5 to 500 characters (openapi/main/documentoMatricula.yaml).
const REASON_RULES = [minLength(5)];
const FORM_ID = 'observar-documento';

interface ObserveDialogProps {
  onClose: () => void;
  /** Sends the reason; a refusal keeps the dialog and what was written. */
  onObserve: (observacion: string) => Promise<unknown>;
}

/** The reason a document is observed, which the student reads before replacing it. */
export default function ObserveDialog({ onClose, onObserve }: ObserveDialogProps) {
  const form = useCampusForm<ObserveValues>({ defaultValues: { observacion: '' } });
  const onSubmit = useSubmit(form, ({ observacion }) => onObserve(observacion.trim()));
  const sending = form.formState.isSubmitting;
  const discardGuard = useDiscardGuard(form.formState.isDirty && !sending, onClose);
  return (
    <>
      <Modal
        open
        onClose={discardGuard.requestClose}
        title={texts.observeTitle}
        actions={
          <>
            <Button variant="secondary" onClick={discardGuard.requestClose} disabled={sending}>
              {texts.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} loading={sending}>
              {texts.confirm}
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
          <Typography variant="body2">{texts.observeHelp}</Typography>
          <FormTextArea
            control={form.control}
            name="observacion"
            required
            rules={REASON_RULES}
            label={texts.reason}
            maxLength={500}
          />
        </Stack>
      </Modal>
      {discardGuard.confirmation}
    </>
  );
}
