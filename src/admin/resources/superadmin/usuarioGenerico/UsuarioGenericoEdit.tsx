import { Edit, useRecordContext } from 'react-admin';
import type { UsuarioGenerico } from '@generated/main/model';
import validateFns from '@generated/forms/UsuarioGenericoCambios';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('UsuarioGenericoCambios', validateFns);

function Title() {
  const account = useRecordContext<UsuarioGenerico>();
  return account ? <span>{texts.editTitle(account.usuario)}</span> : null;
}

/**
 * A generic account's name, area, responsible person, brand and state (its username stays);
 * saves wait for the server, delete asks first and is refused for an account already used.
 */
export default function UsuarioGenericoEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
