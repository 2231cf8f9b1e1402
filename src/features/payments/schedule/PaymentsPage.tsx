import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarPagosAlumno } from '@generated/main/endpoints/pagos/pagos';
import type { Cuota } from '@generated/main/model';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import BlockedProcedures from '../shared/BlockedProcedures';
import { formatDay } from '../shared/format';
import PayDialog from '../shared/PayDialog';
import { texts } from '../texts';
import ChannelList from './ChannelList';
import FeeTable from './FeeTable';
import PaymentHistory from './PaymentHistory';

const t = texts.schedule;

/**
 * /estudiantes/pagos: each programme's fees of the period with their totals, the channels and the
 * payment history; a fee is paid through the simulated channel. A link naming a fee (`?cuota=`,
 * the reminder's) lands on it.
 */
export default function PaymentsPage() {
  const query = useListarPagosAlumno({ query: { meta: { silentError: true } } });
  const result = query.data?.results;
  const [searchParams] = useSearchParams();
  const highlighted = Number(searchParams.get('cuota')) || null;
  const [paying, setPaying] = useState<Cuota | null>(null);
  const fees = result?.programas.flatMap((programme) => programme.cuotas) ?? [];
  const target = fees.find((fee) => fee.idCuota === highlighted);
  const overdue = fees.some((fee) => fee.estado === 'VENCIDA');
  const channel = result?.canales.find((c) => c.simulado);

  // The reminder's fee takes the focus (and so the view) once its row is shown: a frame later,
  // after the route announcer has focused the new page's heading in the same commit.
  const targetId = target?.idCuota;
  useEffect(() => {
    if (targetId === undefined) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(`cuota-${targetId}`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [targetId]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={320} />}
      {target && (
        <Alert severity={target.estado === 'VENCIDA' ? 'error' : 'info'} role="status">
          {t.highlighted(target.concepto, formatDay(target.vencimiento))}
        </Alert>
      )}
      {result && overdue && (
        <Alert severity="warning">
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 700 }}>{t.lateFee}</Typography>
            <BlockedProcedures names={result.tramitesBloqueados} />
            <RouterLink href={paths.estudiantes_pago_tarde.getHref()}>{t.latePath}</RouterLink>
          </Stack>
        </Alert>
      )}
      {result && result.programas.length === 0 && <Typography>{t.none}</Typography>}
      {result?.programas.map((programme) => (
        <FeeTable
          key={programme.idMatricula}
          programme={programme}
          highlighted={highlighted}
          onPay={setPaying}
        />
      ))}
      {result && <ChannelList channels={result.canales} />}
      {result && <PaymentHistory payments={result.historial} />}
      {paying && channel && (
        <PayDialog fee={paying} channel={channel} onClose={() => setPaying(null)} />
      )}
    </Stack>
  );
}
