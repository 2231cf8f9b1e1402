import { Edit, useRecordContext } from 'react-admin';
import type { ConfiguracionNotificacion } from '@generated/main/model';
import validateFns from '@generated/forms/ConfiguracionNotificacionCambios';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('ConfiguracionNotificacionCambios', validateFns);

function Title() {
  const configuration = useRecordContext<ConfiguracionNotificacion>();
  return configuration ? <span>{texts.editTitle(configuration.titulo)}</span> : null;
}

/**
 * A configuration's title and switches (its type and code stay: sent notifications name them);
 * saves wait for the server, delete asks first and is refused once notifications were sent.
 */
export default function ConfiguracionNotificacionEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
