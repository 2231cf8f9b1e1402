import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/FirmaCambios';
import type { Firma } from '@generated/main/model';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('FirmaCambios', validateFns);

function Title() {
  const record = useRecordContext<Firma>();
  return record ? <span>{texts.editTitle(record.firmante)}</span> : null;
}

/** A signature; saves wait for the server (a stale copy is refused), delete asks first. */
export default function FirmaEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
