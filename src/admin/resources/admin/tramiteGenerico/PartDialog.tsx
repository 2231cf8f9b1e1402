import type { UiSchema } from '@rjsf/utils';
import type { ContractForm } from '@/admin/forms/contractSchema';
import FormDialog from '@/admin/forms/FormDialog';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { formTexts } from '@/admin/forms/texts';

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
  return (
    <FormDialog title={title} closeLabel={formTexts.close} onClose={onClose}>
      <KeptValuesForm {...form} />
    </FormDialog>
  );
}
