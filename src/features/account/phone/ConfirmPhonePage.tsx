import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useConfirmarTelefono,
  useEnviarCodigoTelefono,
} from '@generated/main/endpoints/perfil/perfil';
import { firstValidationMessage, isApiError, notifyError, notifySuccess } from '@/lib/http';
import { roleOf, useSession } from '@/lib/session';
import { readStorage, removeStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { STEP_DONE_STATE } from '@/lib/navigation';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { SmsCodeModal } from '@/ui/SmsCodeModal';
import { texts } from '../texts';
import { accountHref } from './accountHref';
import BackToAccount from './BackToAccount';

const t = texts.confirmPhone;
const quiet = { mutation: { meta: { silentError: true } } } as const;

/** What the API said about a code it refused, for the modal: a 400's message or a wait. */
function refusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 400) return firstValidationMessage(error.errors) ?? error.messagePublic;
  if (error.status === 429) return error.messagePublic;
  return null;
}

/** /confirmar-telefono: the SMS code of the number chosen on /actualizar-telefono. */
export default function ConfirmPhonePage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [pending] = useState(() => readStorage('pendingPhone'));
  const [open, setOpen] = useState(pending !== null);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmarTelefono(quiet);
  const resend = useEnviarCodigoTelefono(quiet);

  function fail(problem: unknown) {
    const message = refusal(problem);
    if (message) setError(message);
    else notifyError(problem);
  }

  function submit(codigo: string) {
    if (confirm.isPending) return;
    setError(null);
    confirm.mutate(
      { data: { codigo } },
      {
        onSuccess: (answer) => {
          removeStorage('pendingPhone');
          setOpen(false);
          notifySuccess(answer);
          if (pending?.volver)
            void navigate(paths.actualizar_datos.getHref(), { state: STEP_DONE_STATE });
          else void navigate(accountHref(roleOf(user)));
        },
        onError: fail,
      },
    );
  }

  function sendAgain() {
    if (!pending) return;
    setError(null);
    resend.mutate(
      { data: { celular: pending.celular } },
      { onSuccess: () => toast.show({ type: 'success', detail: t.resent }), onError: fail },
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {pending ? (
          <Stack spacing={2}>
            <Typography>{t.sentTo(pending.masked)}</Typography>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" onClick={() => setOpen(true)}>
                {t.openCode}
              </Button>
              <Button component={RouterLink} href={paths.actualizar_telefono.getHref()}>
                {t.otherNumber}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography>{t.noPending}</Typography>
            <div>
              <Button
                variant="contained"
                component={RouterLink}
                href={paths.actualizar_telefono.getHref()}
              >
                {t.goUpdate}
              </Button>
            </div>
          </Stack>
        )}
      </Paper>
      <BackToAccount />
      {pending && (
        <SmsCodeModal
          open={open}
          title={t.title}
          description={t.sentTo(pending.masked)}
          error={error ?? false}
          onValid={submit}
          onResend={sendAgain}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
