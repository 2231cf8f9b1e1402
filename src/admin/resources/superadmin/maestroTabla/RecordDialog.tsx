import type { RaRecord } from 'react-admin';
import newValidateFns from '@generated/forms/MaestroTablaRegistroNuevo';
import changesValidateFns from '@generated/forms/MaestroTablaRegistroCambios';
import { contractForm } from '@/admin/forms/contractSchema';
import RecordFormDialog from '@/admin/forms/RecordFormDialog';
import { texts, uiSchema } from './texts';

const newForm = contractForm('MaestroTablaRegistroNuevo', newValidateFns);
const changesForm = contractForm('MaestroTablaRegistroCambios', changesValidateFns);

interface RecordDialogProps {
  tablaId: number;
  /** The record to edit; none adds a new one. */
  record: RaRecord | null;
  onClose: () => void;
}

/** Adds or edits one record of a master table without leaving its list. */
export default function RecordDialog({ tablaId, record, onClose }: RecordDialogProps) {
  return (
    <RecordFormDialog
      resource="maestroTablaRegistro"
      record={record}
      newForm={newForm}
      changesForm={changesForm}
      uiSchema={uiSchema}
      initial={{ tablaId }}
      title={record ? texts.editRecord(String(record.codigo)) : texts.newRecord}
      messages={{ created: texts.created, updated: texts.updated, deleted: texts.deleted }}
      onClose={onClose}
    />
  );
}
