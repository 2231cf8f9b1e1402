import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/TutorialCambios';
import type { Tutorial } from '@generated/main/model';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('TutorialCambios', validateFns);

function Title() {
  const record = useRecordContext<Tutorial>();
  return record ? <span>{texts.editTitle(record.titulo)}</span> : null;
}

/** A tutorial or guide; saves wait for the server, delete asks first. */
export default function TutorialEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
