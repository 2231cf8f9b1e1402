import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEmitirCertificadoEstudios } from '@generated/main/endpoints/certificados/certificados';
import type { ProgramaCertificado } from '@generated/main/model';
import { useRef } from 'react';
import { formatMoney } from '@/lib/dates';
import { useIdempotencyKey } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';

const t = texts.certificate;

/**
 * How the programme's next certificate is obtained: issued here at once (one idempotency key
 * for the page's life, so a retry or a double click issues one), or through the CERTESTSU
 * procedure, whose cost it states, or already in process.
 */
export default function NextCertificate({ programme }: { programme: ProgramaCertificado }) {
  const key = useIdempotencyKey();
  const issue = useEmitirCertificadoEstudios({ mutation: { meta: { silentError: true } } });
  const sending = useRef(false);
  const onIssue = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const response = await issue.mutateAsync({
        data: { claveIdempotencia: key, idMatricula: programme.idMatricula },
      });
      if (response.messagePublic) toast.show({ type: 'success', detail: response.messagePublic });
    } catch (error) {
      // Only a failure may be tried again; an issued certificate is shown once the list reloads.
      sending.current = false;
      notifyError(error);
    }
  };
  if (programme.emision === 'INMEDIATA') {
    return (
      <Alert
        severity="info"
        action={
          <Button onClick={() => void onIssue()} loading={issue.isPending}>
            {t.issue}
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        {t.issueAtOnce}
      </Alert>
    );
  }
  const inProcess = programme.emision === 'EN_TRAMITE';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={inProcess ? 'info' : 'warning'}>
        {inProcess ? t.inProcess : t.byProcedure(formatMoney(programme.costoCentimos / 100))}
      </Alert>
      <RouterLink
        href={
          inProcess
            ? paths.estudiantes_tramites_estudios_en_proceso.getHref()
            : paths.estudiantes_tramites_estudios_nuevo.getHref()
        }
      >
        {inProcess ? t.seeRequests : t.request}
      </RouterLink>
    </Stack>
  );
}
