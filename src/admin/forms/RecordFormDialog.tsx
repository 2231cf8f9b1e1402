import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import type { UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { DeleteButton, useCreate, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { pickSchemaValues, type ContractForm } from './contractSchema';
import FormDialog from './FormDialog';
import KeptValuesForm from './KeptValuesForm';
import { formTexts } from './texts';
import { useSave } from './useSave';

export interface RecordFormDialogProps {
  /** The simple-rest resource the record belongs to. */
  resource: string;
  /** The record to edit; null adds a new one. */
  record: RaRecord | null;
  /** The contract's form of a new record (none where records are only edited), and of a change. */
  newForm?: ContractForm;
  changesForm: ContractForm;
  /** Whether the record may be deleted from the dialog. */
  deletable?: boolean;
  uiSchema?: UiSchema;
  /** Values fixed by the page for a new record (the table or tour it belongs to). */
  initial?: Record<string, unknown>;
  title: string;
  /** What the notice says once the server has saved or deleted the record. */
  messages: { created?: string; updated: string; deleted?: string };
  /** Shown above the form: what saving does. */
  help?: string;
  onClose: () => void;
}

/**
 * Adds or edits one record of a list without leaving it, and deletes it after a confirmation.
 * Saves wait for the server: a refusal is shown (a rule's field errors under their fields, a stale
 * version as a notice) and the dialog keeps what was typed. On success every list of the resource
 * is read again, since a save may move other records too (a tour's steps).
 */
export default function RecordFormDialog({
  resource,
  record,
  newForm,
  changesForm,
  deletable = true,
  uiSchema,
  initial = {},
  title,
  messages,
  help,
  onClose,
}: RecordFormDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const finish = (message: string) => {
    notify(message, { type: 'success' });
    // Only this resource's lists: react-admin's refresh() would refetch the whole shell too.
    void queryClient.invalidateQueries({ queryKey: [resource] });
    onClose();
  };
  const save = useSave();
  /** Runs a save; a 400's field errors go back to the form, to show under their fields. */
  const send = (run: () => Promise<unknown>, message: string) => save(run, () => finish(message));
  const options = { mutationMode: 'pessimistic', returnPromise: true } as const;
  return (
    <FormDialog title={title} closeLabel={formTexts.close} onClose={onClose}>
      {help && <DialogContentText sx={{ mb: 2 }}>{help}</DialogContentText>}
      {record ? (
        <Stack spacing={1}>
          <KeptValuesForm
            form={changesForm}
            uiSchema={uiSchema}
            initial={pickSchemaValues(changesForm.schema, record)}
            saving={updated.isPending}
            onSave={(data) =>
              send(
                () => update(resource, { id: record.id, data, previousData: record }, options),
                messages.updated,
              )
            }
          />
          {deletable && (
            <DeleteButton
              resource={resource}
              record={record}
              mutationMode="pessimistic"
              redirect={false}
              mutationOptions={{ onSuccess: () => finish(messages.deleted ?? '') }}
            />
          )}
        </Stack>
      ) : (
        newForm && (
          <KeptValuesForm
            form={newForm}
            uiSchema={uiSchema}
            initial={initial}
            saving={created.isPending}
            onSave={(data) =>
              send(() => create(resource, { data }, options), messages.created ?? '')
            }
          />
        )
      )}
    </FormDialog>
  );
}
