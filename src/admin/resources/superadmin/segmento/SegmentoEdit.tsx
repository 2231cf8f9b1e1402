import { Edit, useRecordContext } from 'react-admin';
import type { Segmento } from '@generated/main/model';
import validateFns from '@generated/forms/SegmentoCambios';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('SegmentoCambios', validateFns);

function Title() {
  const segment = useRecordContext<Segmento>();
  return segment ? <span>{texts.editTitle(segment.nombre)}</span> : null;
}

/** A segment's criteria; saves wait for the server, delete asks first. */
export default function SegmentoEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
