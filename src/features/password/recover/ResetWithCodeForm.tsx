import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useRestablecerClave } from '@generated/main/endpoints/auth/auth';
import { applyServerErrors, usePlainForm, useSubmit } from '@/lib/forms';
import { notifyError, successMessage } from '@/lib/http';
import { publicPaths } from '@/routes';
import { Button } from '@/ui/Button';
import CodeAndPasswordFields from '../shared/CodeAndPasswordFields';
import { texts } from '../texts';

const t = texts.recover;

/**
 * The mailed code and the new password. The reset ends every session of the account, so success
 * signs this tab out to the login page with the server's message. Its fields are /nueva-clave's,
 * on the same plain form.
 */
export default function ResetWithCodeForm({ usuario }: { usuario: string }) {
  const navigate = useNavigate();
  const form = usePlainForm({ codigo: '', clave: '', confirmacion: '' });
  const reset = useRestablecerClave({ mutation: { meta: { silentError: true } } });
  const onSubmit = useSubmit(form, async ({ codigo, clave }) => {
    try {
      const response = await reset.mutateAsync({ data: { usuario, codigo, clave } });
      await navigate(
        publicPaths.login.getHref(undefined, {
          action: 'logout',
          message: successMessage(response),
        }),
        { replace: true },
      );
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
    }
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={t.title}>
      <CodeAndPasswordFields form={form} confirmLabel={t.confirm} />
      <Typography variant="body2" color="text.secondary">
        {t.signOutNote}
      </Typography>
      <div>
        <Button type="submit" loading={reset.isPending}>
          {t.save}
        </Button>
      </div>
    </Stack>
  );
}
