import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { DeleteButton, useCreate, useNotify, useUpdate, type RaRecord } from 'react-admin';
import newValidateFns from '@generated/forms/MaestroTablaRegistroNuevo';
import changesValidateFns from '@generated/forms/MaestroTablaRegistroCambios';
import { contractForm, pickSchemaValues } from '@/admin/forms/contractSchema';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { texts, uiSchema } from './texts';

const RESOURCE = 'maestroTablaRegistro';
const newForm = contractForm('MaestroTablaRegistroNuevo', newValidateFns);
const changesForm = contractForm('MaestroTablaRegistroCambios', changesValidateFns);

interface RecordDialogProps {
  tablaId: number;
  /** The record to edit; none adds a new one. */
  record: RaRecord | null;
  onClose: () => void;
}

/**
 * Adds or edits one record of a master table without leaving its list. Saves wait for the server:
 * a refusal (a code already taken, a stale version) is shown and the dialog keeps what was typed.
 */
export default function RecordDialog({ tablaId, record, onClose }: RecordDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const options = (message: string) => ({
    mutationMode: 'pessimistic' as const,
    onSuccess: () => {
      notify(message, { type: 'success' });
      // Only this resource's lists: react-admin's refresh() would refetch the whole shell too.
      void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
      onClose();
    },
    onError: (error: unknown) =>
      notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {record ? texts.editRecord(String(record.codigo)) : texts.newRecord}
      </DialogTitle>
      <DialogContent>
        {record ? (
          <Stack spacing={1}>
            <KeptValuesForm
              form={changesForm}
              uiSchema={uiSchema}
              initial={pickSchemaValues(changesForm.schema, record)}
              saving={updated.isPending}
              onSave={(data) =>
                void update(
                  RESOURCE,
                  { id: record.id, data, previousData: record },
                  options(texts.updated),
                )
              }
            />
            <DeleteButton
              resource={RESOURCE}
              record={record}
              mutationMode="pessimistic"
              redirect={false}
              mutationOptions={{ onSuccess: options(texts.deleted).onSuccess }}
            />
          </Stack>
        ) : (
          <KeptValuesForm
            form={newForm}
            uiSchema={uiSchema}
            initial={{ tablaId }}
            saving={created.isPending}
            onSave={(data) => void create(RESOURCE, { data }, options(texts.created))}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
