import Stack from '@mui/material/Stack';
import { useCambiarClaveUsuario } from '@generated/main/endpoints/cambio-clave/cambio-clave';
import { applyServerErrors, applyWaitError, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError, successMessage } from '@/lib/http';
import { restartPersonalCopies } from '@/lib/offline/personalCopies';
import { differentTo, PASSWORD_MAX_LENGTH } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormNewPassword, FormTextField } from '@/ui/Form';
import { texts } from '../texts';

const t = texts.change;

interface ChangePasswordValues {
  claveActual: string;
  claveNueva: string;
  confirmacion: string;
}

/** The three password fields; `onChanged` gets the server's message once the change is made. */
export default function ChangePasswordForm({
  onChanged,
}: {
  onChanged: (message: string) => void;
}) {
  const form = useCampusForm<ChangePasswordValues>({
    defaultValues: { claveActual: '', claveNueva: '', confirmacion: '' },
  });
  const change = useCambiarClaveUsuario({ mutation: { meta: { silentError: true } } });
  const onSubmit = useSubmit(form, async (data) => {
    try {
      const response = await change.mutateAsync({ data });
      // The API ended the user's other sessions: nothing saved before the change outlives it.
      await restartPersonalCopies();
      onChanged(successMessage(response) || t.doneFallback);
    } catch (error) {
      // Too many wrong current passwords: the wait it names belongs under that field.
      if (applyWaitError(error, form, 'claveActual')) return;
      if (!applyServerErrors(error, form)) notifyError(error);
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={t.title}>
      <FormTextField
        control={form.control}
        name="claveActual"
        label={t.current}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        deps={['claveNueva']}
      />
      <FormNewPassword
        control={form.control}
        name="claveNueva"
        confirmName="confirmacion"
        label={t.new}
        confirmLabel={t.confirm}
        rules={(values) => [differentTo(values.claveActual)]}
      />
      <div>
        <Button type="submit" loading={change.isPending}>
          {change.isPending ? t.saving : t.save}
        </Button>
      </div>
    </Stack>
  );
}
