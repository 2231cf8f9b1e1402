import { Create, useBasename } from 'react-admin';
import validateFns from '@generated/forms/ReglamentoNuevo';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import { paths } from '@/routes';
import { texts, uiSchema } from './texts';

const form = contractForm('ReglamentoNuevo', validateFns);

/** A new regulation with the text of its first version; once saved, its versions page opens. */
export default function ReglamentoCreate() {
  // react-admin puts its basename before a redirect; the route table's href already has it.
  const basename = useBasename();
  const versionsOf = (id: unknown) =>
    paths.superadmin_version.getHref({ id: String(id) }).slice(basename.length);
  return (
    <Create title={texts.createTitle} redirect={(_resource, id) => versionsOf(id)}>
      <SchemaCreateForm form={form} uiSchema={uiSchema} />
    </Create>
  );
}
