import { Create } from 'react-admin';
import validateFns from '@generated/forms/ConfiguracionNotificacionNueva';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { texts, uiSchema } from './texts';

const form = contractForm('ConfiguracionNotificacionNueva', validateFns);

/** A new notification code, under one of the user's two tabs. */
export default function ConfiguracionNotificacionCreate() {
  return (
    <Create title={texts.createTitle} redirect="list">
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
