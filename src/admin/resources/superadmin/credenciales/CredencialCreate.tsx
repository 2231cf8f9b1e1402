import { useState } from 'react';
import { Create, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import type { CredencialCreada } from '@generated/main/model';
import validateFns from '@generated/forms/CredencialNueva';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaCreateForm from '@/admin/forms/SchemaCreateForm';
import OneTimeSecretDialog from '@/admin/OneTimeSecretDialog';
import { detailOf } from './CredencialList';
import { texts, uiSchema } from './texts';

const form = contractForm('CredencialNueva', validateFns);

/**
 * A new credential with its first key. The key comes back with it, once: the page shows it, then
 * opens the credential's detail, where only the key's prefix is ever seen again.
 */
export default function CredencialCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [created, setCreated] = useState<CredencialCreada | null>(null);
  return (
    <>
      <Create<CredencialCreada>
        title={texts.createTitle}
        mutationOptions={{
          onSuccess: (credential) => {
            notify(texts.created, { type: 'success' });
            setCreated(credential);
          },
        }}
      >
        <SchemaCreateForm form={form} uiSchema={uiSchema} />
      </Create>
      {created && (
        <OneTimeSecretDialog
          title={texts.keyTitle}
          explanation={texts.keyShown(created.nombre)}
          secret={created.claveSecreta}
          onClose={() => navigate(detailOf(created.id))}
        />
      )}
    </>
  );
}
