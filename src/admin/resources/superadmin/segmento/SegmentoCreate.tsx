import { Create } from 'react-admin';
import validateFns from '@generated/forms/SegmentoDatos';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('SegmentoDatos', validateFns);

/** A new segment: a user type, and optionally a brand and (for students) campus, programme, cycle. */
export default function SegmentoCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
