import { Create } from 'react-admin';
import validateFns from '@generated/forms/SinonimoAsistenteDatos';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('SinonimoAsistenteDatos', validateFns);

/** A new phrase: the assistant reads it on its next question. */
export default function SinonimoCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
