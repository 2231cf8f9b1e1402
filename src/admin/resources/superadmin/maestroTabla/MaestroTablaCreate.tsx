import { Create, useBasename } from 'react-admin';
import validateFns from '@generated/forms/MaestroTablaNueva';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { paths } from '@/routes';
import { texts, uiSchema } from './texts';

const form = contractForm('MaestroTablaNueva', validateFns);

/** A new master table; once saved, its (empty) records page opens to fill it. */
export default function MaestroTablaCreate() {
  // react-admin puts its basename before a redirect; the route table's href already has it.
  const basename = useBasename();
  const recordsOf = (id: unknown) =>
    paths.superadmin_maestro_tabla_registro.getHref({ _id: String(id) }).slice(basename.length);
  return (
    <Create title={texts.createTitle} redirect={(_resource, id) => recordsOf(id)}>
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
