import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarPagosAlumno } from '@generated/main/endpoints/pagos/pagos';
import { useState } from 'react';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import FeeStateTag from '../shared/FeeStateTag';
import { formatCents, formatDay } from '../shared/format';
import PayDialog from '../shared/PayDialog';
import { texts } from '../texts';
import { feesOf, type ProgrammeFee } from './lateFees';

const t = texts.forgot;

/** /estudiantes/pago-tarde/olvido-pago: the overdue fees, each paid now with its late charge. */
export default function ForgotPaymentPage() {
  const query = useListarPagosAlumno({ query: { meta: { silentError: true } } });
  const result = query.data?.results;
  const [paying, setPaying] = useState<ProgrammeFee | null>(null);
  const overdue = result ? feesOf(result).filter((fee) => fee.estado === 'VENCIDA') : [];
  const channel = result?.canales.find((c) => c.simulado);
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={200} />}
      {result && overdue.length === 0 && <Typography role="status">{texts.late.none}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {overdue.map((fee) => (
          <Stack
            key={fee.idCuota}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 2,
              alignItems: { sm: 'center' },
            }}
          >
            <Stack sx={{ flex: 1 }}>
              <Typography
                sx={{ fontWeight: 700 }}
              >{`${fee.concepto} · ${fee.programa}`}</Typography>
              <Typography variant="body2">
                {`${texts.schedule.dueOn} ${formatDay(fee.vencimiento)} · ${texts.schedule.lateCharge} ${formatCents(fee.moraCentimos)} · ${texts.schedule.total} ${formatCents(fee.totalCentimos)}`}
              </Typography>
            </Stack>
            <FeeStateTag state={fee.estado} />
            <Button
              onClick={() => setPaying(fee)}
              aria-label={texts.schedule.payLabel(fee.concepto)}
              disabled={!channel}
            >
              {texts.schedule.pay}
            </Button>
          </Stack>
        ))}
      </Stack>
      <RouterLink href={paths.estudiantes_pago_tarde.getHref()}>{texts.late.title}</RouterLink>
      {paying && channel && (
        <PayDialog fee={paying} channel={channel} onClose={() => setPaying(null)} />
      )}
    </Stack>
  );
}
