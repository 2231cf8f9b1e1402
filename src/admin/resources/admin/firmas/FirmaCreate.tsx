import { Create } from 'react-admin';
import validateFns from '@generated/forms/FirmaNueva';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('FirmaNueva', validateFns);

/** A new signature for a procedure that issues documents; documents already issued keep theirs. */
export default function FirmaCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
