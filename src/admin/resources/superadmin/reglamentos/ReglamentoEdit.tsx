import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/ReglamentoCambios';
import type { Reglamento } from '@generated/main/model';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('ReglamentoCambios', validateFns);

function Title() {
  const record = useRecordContext<Reglamento>();
  return record ? <span>{texts.editTitle(record.titulo)}</span> : null;
}

/**
 * A regulation's title, description, audience and state; its text changes only by publishing a
 * version. Delete asks first, and the server refuses it once anyone accepted a version.
 */
export default function ReglamentoEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
