import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useNotify } from 'react-admin';
import validateFns from '@generated/forms/ReglamentoVersionNueva';
import { contractForm } from '@/admin/forms/contractSchema';
import FormDialog from '@/admin/forms/FormDialog';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { texts, uiSchema } from './texts';

const form = contractForm('ReglamentoVersionNueva', validateFns);

interface PublishDialogProps {
  reglamentoId: number;
  onClose: () => void;
}

/**
 * Publishes a new version of the regulation without leaving its page. The save waits for the
 * server: a refusal is shown and the dialog keeps what was typed.
 */
export default function PublishDialog({ reglamentoId, onClose }: PublishDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create, { isPending }] = useCreate();
  return (
    <FormDialog title={texts.publish} maxWidth="md" onClose={onClose}>
      <KeptValuesForm
        form={form}
        uiSchema={uiSchema}
        initial={{ reglamentoId }}
        saving={isPending}
        onSave={(data) =>
          void create(
            'reglamentoVersion',
            { data },
            {
              onSuccess: () => {
                notify(texts.published, { type: 'success' });
                // Only these resources: react-admin's refresh() would refetch the whole shell.
                void queryClient.invalidateQueries({ queryKey: ['reglamentoVersion'] });
                void queryClient.invalidateQueries({ queryKey: ['reglamentos'] });
                onClose();
              },
              onError: (error) =>
                notify(error instanceof Error ? error.message : String(error), {
                  type: 'error',
                }),
            },
          )
        }
      />
    </FormDialog>
  );
}
