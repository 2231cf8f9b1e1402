import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { UiSchema } from '@rjsf/utils';
import { useId, useState } from 'react';
import type { ContractForm } from '@/admin/forms/contractSchema';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { formTexts } from '@/admin/forms/texts';
import { useDiscardGuard } from '@/ui/Modal';

interface PartDialogProps {
  title: string;
  form: ContractForm;
  uiSchema: UiSchema;
  initial: Record<string, unknown>;
  saving: boolean;
  /** Saves; answers a 400's field errors for the form, as useSave does. */
  onSave: (values: Record<string, unknown>) => unknown;
  onClose: () => void;
}

/** A question or requirement of a draft, added or edited in a dialog that keeps what was typed. */
export default function PartDialog({ title, onClose, ...form }: PartDialogProps) {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const discardGuard = useDiscardGuard(dirty, onClose);
  return (
    <Dialog
      open
      onClose={discardGuard.requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <KeptValuesForm {...form} onDirtyChange={setDirty} />
      </DialogContent>
      <DialogActions>
        <Button onClick={discardGuard.requestClose}>{formTexts.close}</Button>
      </DialogActions>
      {discardGuard.confirmation}
    </Dialog>
  );
}
