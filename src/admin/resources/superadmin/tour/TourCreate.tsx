import { Create } from 'react-admin';
import validateFns from '@generated/forms/TourNuevo';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('TourNuevo', validateFns);

/** A new tour; once saved, its page opens to add its modals, steps and measures. */
export default function TourCreate() {
  return (
    <Create title={texts.createTitle} redirect="edit">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
