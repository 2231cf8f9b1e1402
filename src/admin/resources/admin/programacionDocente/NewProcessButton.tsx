import { useState } from 'react';
import newValidateFns from '@generated/forms/ProcesoProgramacionNuevo';
import changesValidateFns from '@generated/forms/ProcesoProgramacionCambios';
import { contractForm } from '@/admin/forms/contractSchema';
import RecordFormDialog from '@/admin/forms/RecordFormDialog';
import { Button } from '@/ui/Button';
import { newProcessUiSchema, texts } from './texts';

const newForm = contractForm('ProcesoProgramacionNuevo', newValidateFns);
const changesForm = contractForm('ProcesoProgramacionCambios', changesValidateFns);

/**
 * Creates the next period's process on a campus. One idempotency key per opening of the dialog:
 * a retry after a failure or a second click sends the same create, which the server makes once.
 */
export default function NewProcessButton() {
  const [key, setKey] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setKey(crypto.randomUUID())}>{texts.newProcess}</Button>
      {key && (
        <RecordFormDialog
          resource="programacionDocente"
          record={null}
          newForm={newForm}
          changesForm={changesForm}
          uiSchema={newProcessUiSchema}
          initial={{ claveIdempotencia: key }}
          title={texts.newProcessTitle}
          help={texts.newProcessHelp}
          messages={{ created: texts.processCreated, updated: texts.processCreated }}
          onClose={() => setKey(null)}
        />
      )}
    </>
  );
}
