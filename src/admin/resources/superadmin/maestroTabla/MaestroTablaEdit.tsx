import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/MaestroTablaCambios';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('MaestroTablaCambios', validateFns);

function Title() {
  const record = useRecordContext<{ codigo: string }>();
  return record ? <span>{texts.editTitle(record.codigo)}</span> : null;
}

/** A master table's name, description and state (its code is fixed); delete asks first. */
export default function MaestroTablaEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
