import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/TareaCambios';
import type { Tarea } from '@generated/main/model';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('TareaCambios', validateFns);

function Title() {
  const tarea = useRecordContext<Tarea>();
  return tarea ? <span>{texts.editTitle(tarea.nombre)}</span> : null;
}

/**
 * A task's place in the flow and where it takes users; users' pending copies follow a save. The
 * server refuses a delete while anyone has the task pending, and says so.
 */
export default function TareaEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
