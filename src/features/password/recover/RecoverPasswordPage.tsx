import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSolicitarCodigoClave } from '@generated/main/endpoints/auth/auth';
import { notifyError, successMessage } from '@/lib/http';
import { useSession } from '@/lib/session';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import ResetWithCodeForm from './ResetWithCodeForm';

const t = texts.recover;

/**
 * /recuperar-clave: the signed-in way to a new password without the current one. The code goes to
 * the account's registered mail like /restablecer-clave's, for the signed-in user (no username
 * typed); the reset ends every session of the account, this one too (migration 035), so the user
 * signs in again with the new password.
 */
export default function RecoverPasswordPage() {
  const { user } = useSession();
  const requestCode = useSolicitarCodigoClave({ mutation: { meta: { silentError: true } } });
  const send = () => {
    if (!user) return;
    requestCode.mutate({ data: { usuario: user.usuario } }, { onError: notifyError });
  };
  const sent = requestCode.isSuccess && user;
  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={sent ? t.codeIntro : t.intro} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {sent ? (
          <Stack spacing={2.5}>
            <Alert severity="info" role="status">
              {successMessage(requestCode.data)}
            </Alert>
            <ResetWithCodeForm usuario={user.usuario} />
            <div>
              <Button variant="text" onClick={send} loading={requestCode.isPending}>
                {t.resend}
              </Button>
            </div>
          </Stack>
        ) : (
          <Button onClick={send} loading={requestCode.isPending}>
            {requestCode.isPending ? t.sending : t.sendCode}
          </Button>
        )}
      </Paper>
      <div>
        <Button component={RouterLink} href={paths.actualizar_clave.getHref()} variant="text">
          {t.back}
        </Button>
      </div>
    </Stack>
  );
}
