import { Create } from 'react-admin';
import validateFns from '@generated/forms/ParametroNuevo';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('ParametroNuevo', validateFns);

/** A new parameter: global, or one brand's own value of a key (which overrides the global one). */
export default function ParametroCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
