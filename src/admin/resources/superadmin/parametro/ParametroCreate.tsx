import { Create } from 'react-admin';
import validateFns from '@generated/forms/ParametroNuevo';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';
import { validateParameter } from './validateParameter';

const form = contractForm('ParametroNuevo', validateFns);
const customValidate = validateParameter();

/** A new parameter: global, or one brand's own value of a key (which overrides the global one). */
export default function ParametroCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} customValidate={customValidate} />
    </Create>
  );
}
