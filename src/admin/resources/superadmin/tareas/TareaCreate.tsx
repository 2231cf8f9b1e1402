import { Create } from 'react-admin';
import validateFns from '@generated/forms/TareaNueva';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('TareaNueva', validateFns);

/** A new task of the flow, or a subtask of a top-level one; the server checks its place. */
export default function TareaCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
