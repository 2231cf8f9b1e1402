import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/SinonimoAsistenteCambios';
import type { SinonimoAsistente } from '@generated/main/model';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('SinonimoAsistenteCambios', validateFns);

function Title() {
  const record = useRecordContext<SinonimoAsistente>();
  return record ? <span>{texts.editTitle(record.frase)}</span> : null;
}

/** One phrase; saves wait for the server, delete asks first. */
export default function SinonimoEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
