import { Edit, useBasename, useRecordContext } from 'react-admin';
import type { Credencial } from '@generated/main/model';
import validateFns from '@generated/forms/CredencialCambios';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { detailOf } from './CredencialList';
import { texts, uiSchema } from './texts';

const form = contractForm('CredencialCambios', validateFns);

function Title() {
  const credential = useRecordContext<Credencial>();
  return credential ? <span>{texts.editTitle(credential.nombre)}</span> : null;
}

/**
 * A credential's name, use, scopes and whether it is active (suspending it refuses its keys at
 * once); a save goes back to its detail. Delete asks first and is refused once a system has called
 * with it.
 */
export default function CredencialEdit() {
  // react-admin puts its basename before a redirect; the route table's href already has it.
  const basename = useBasename();
  return (
    <Edit
      title={<Title />}
      mutationMode="pessimistic"
      actions={<EditActions />}
      redirect={(_resource, id) => detailOf(id!).slice(basename.length)}
    >
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
