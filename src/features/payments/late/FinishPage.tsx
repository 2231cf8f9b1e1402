import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { formatDay } from '../shared/format';
import { texts } from '../texts';
import type { LateRequestState } from './lateRequestState';

const t = texts.finish;

/** /estudiantes/pago-tarde/finaliza: the confirmation of a late-payment request just filed. */
export default function FinishPage() {
  const state = useLocation().state as LateRequestState | null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Alert severity="success" role="status">
        <Stack spacing={0.5}>
          <span>{state ? t.detail(state.numero) : t.generic}</span>
          {state?.fecha && <span>{t.rescheduled(formatDay(state.fecha))}</span>}
        </Stack>
      </Alert>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <RouterLink href={paths.estudiantes_tramites_estudios_en_proceso.getHref()}>
          {t.procedures}
        </RouterLink>
        <RouterLink href={paths.estudiantes_pagos.getHref()}>{t.payments}</RouterLink>
      </Stack>
    </Stack>
  );
}
