import DialogContentText from '@mui/material/DialogContentText';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useNotify } from 'react-admin';
import type { ClaveCredencialGenerada } from '@generated/main/model';
import validateFns from '@generated/forms/ClaveCredencialNueva';
import { contractForm } from '@/admin/forms/contractSchema';
import FormDialog from '@/admin/forms/FormDialog';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { useSave } from '@/admin/forms/useSave';
import { texts } from './texts';

const form = contractForm('ClaveCredencialNueva', validateFns);
const uiSchema = { credencialId: { 'ui:widget': 'hidden' } };

interface GenerateKeyDialogProps {
  credencialId: number;
  /** The key as made, with its whole value: the caller shows it this once. */
  onGenerated: (key: ClaveCredencialGenerada) => void;
  onClose: () => void;
}

/**
 * Asks how long a new key lasts and makes it. The server refuses a third valid key; that refusal
 * is shown and the dialog stays, so the superadmin can close it and revoke the old one.
 */
export default function GenerateKeyDialog({
  credencialId,
  onGenerated,
  onClose,
}: GenerateKeyDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create, created] = useCreate<ClaveCredencialGenerada>();
  const save = useSave();
  return (
    <FormDialog title={texts.newKeyTitle} closeLabel={texts.cancel} onClose={onClose}>
      <DialogContentText sx={{ mb: 2 }}>{texts.keysHelp}</DialogContentText>
      <KeptValuesForm
        form={form}
        uiSchema={uiSchema}
        initial={{ credencialId }}
        saving={created.isPending}
        onSave={(data) =>
          save(
            // With returnPromise, a pessimistic create answers the record the server saved.
            async () =>
              (await create(
                'credencialClave',
                { data },
                { mutationMode: 'pessimistic', returnPromise: true },
              )) as ClaveCredencialGenerada,
            (key) => {
              notify(texts.keyGenerated, { type: 'success' });
              void queryClient.invalidateQueries({ queryKey: ['credencialClave'] });
              onGenerated(key);
            },
          )
        }
      />
    </FormDialog>
  );
}
