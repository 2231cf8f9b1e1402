import { useState } from 'react';
import { Create, useNotify, useRedirect } from 'react-admin';
import type { ClaveTemporal, UsuarioGenerico } from '@generated/main/model';
import validateFns from '@generated/forms/UsuarioGenericoNuevo';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import TemporaryPasswordDialog from '@/admin/TemporaryPasswordDialog';
import { texts, uiSchema } from './texts';

const form = contractForm('UsuarioGenericoNuevo', validateFns);

/** The record a create answers (see the usuarioGenerico adapter). */
type Created = UsuarioGenerico & Pick<ClaveTemporal, 'claveTemporal'>;

/**
 * A new generic account. Its temporary password comes back with it, once: the page shows it
 * before going to the list, where it can no longer be seen.
 */
export default function UsuarioGenericoCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [shown, setShown] = useState<ClaveTemporal | null>(null);
  return (
    <>
      <Create<Created>
        title={texts.createTitle}
        mutationOptions={{
          onSuccess: (account) => {
            notify(texts.created, { type: 'success' });
            setShown({ usuario: account.usuario, claveTemporal: account.claveTemporal });
          },
        }}
      >
        <SchemaCreateForm form={form} uiSchema={uiSchema} />
      </Create>
      {shown && (
        <TemporaryPasswordDialog shown={shown} onClose={() => redirect('list', 'usuario')} />
      )}
    </>
  );
}
