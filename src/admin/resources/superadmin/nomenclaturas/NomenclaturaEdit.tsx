import { Edit } from 'react-admin';
import validateFns from '@generated/forms/NomenclaturaCambios';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts } from './texts';

// The contract's own request schema: a property added there is a field here, with its rules.
const form = contractForm('NomenclaturaCambios', validateFns);
const uiSchema = { version: { 'ui:widget': 'hidden' } };

/**
 * A rename waits for the server (pessimistic): a stale version's 409 is shown and the form keeps
 * what was typed, instead of an undo toast over a change that never landed.
 */
export default function NomenclaturaEdit() {
  return (
    <Edit title={texts.editTitle} mutationMode="pessimistic">
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
