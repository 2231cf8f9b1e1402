import EventRepeat from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useObtenerSuscripcionCalendario,
  useRegenerarSuscripcionCalendario,
} from '@generated/main/endpoints/horario/horario';
import { serviceUrl } from '@/lib/http';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { texts } from '../texts';

const t = texts.calendar;

/** The feed's address as a calendar application needs it: absolute. */
const absolute = (path: string) => new URL(serviceUrl('main', path), window.location.href).href;

/**
 * 'Suscribirme al calendario' (issue 14, beyond the spec): the user's secret iCal address to
 * paste into Google Calendar, Outlook or a phone, copied in one click; a new address replaces
 * one shared by mistake.
 */
export default function CalendarSubscription() {
  const [open, setOpen] = useState(false);
  const query = useObtenerSuscripcionCalendario({
    query: { enabled: open, meta: { silentError: true } },
  });
  const renew = useRegenerarSuscripcionCalendario({
    mutation: { onSuccess: () => toast.show({ type: 'success', detail: t.renewed }) },
  });
  const url = query.data ? absolute(query.data.results.url) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ type: 'success', detail: t.copied });
    } catch {
      toast.show({ type: 'warning', detail: t.copyFailed });
    }
  };

  return (
    <>
      <Button variant="secondary" startIcon={<EventRepeat />} onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t.title}
        actions={
          <Button variant="text" onClick={() => setOpen(false)}>
            {t.close}
          </Button>
        }
      >
        <Stack spacing={2}>
          <Typography>{t.intro}</Typography>
          <QueryState
            query={query}
            loadError={t.loadError}
            skeleton={<Skeleton variant="rectangular" height={56} />}
          >
            {({ results }) => (
              <>
                <TextField label={t.address} value={absolute(results.url)} readOnly />
                <Button onClick={() => void copy()}>{t.copy}</Button>
                <Alert severity="info">{t.private}</Alert>
                <Button variant="text" loading={renew.isPending} onClick={() => renew.mutate()}>
                  {t.renew}
                </Button>
              </>
            )}
          </QueryState>
        </Stack>
      </Modal>
    </>
  );
}
