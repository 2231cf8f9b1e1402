import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import validateFns from '@generated/forms/PermisoOtorgado';
import { contractForm } from '@/admin/forms/contractSchema';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { texts, uiSchema } from './texts';

const form = contractForm('PermisoOtorgado', validateFns);

/** Grants the permission to a user by username; a refusal keeps what was typed. */
export default function GrantForm({ permiso }: { permiso: string }) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // A new empty form after each grant.
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="grant-title">
      <Typography id="grant-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {texts.grantTitle}
      </Typography>
      <KeptValuesForm
        key={round}
        form={form}
        uiSchema={uiSchema}
        initial={{ permiso }}
        saving={isPending}
        onSave={(data) =>
          void create(
            'permisoUsuario',
            { data },
            {
              onSuccess: () => {
                notify(texts.granted, { type: 'success' });
                setRound((n) => n + 1);
                void queryClient.invalidateQueries({ queryKey: ['permisoUsuario'] });
                void queryClient.invalidateQueries({ queryKey: ['permiso'] });
              },
              onError: (error) =>
                notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            },
          )
        }
      />
    </section>
  );
}
