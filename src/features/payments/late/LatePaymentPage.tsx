import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarPagosAlumno } from '@generated/main/endpoints/pagos/pagos';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import BlockedProcedures from '../shared/BlockedProcedures';
import { formatCents, formatDay } from '../shared/format';
import { texts } from '../texts';
import { feesOf } from './lateFees';

const t = texts.late;

const OPTIONS = [
  { href: paths.estudiantes_pago_tarde_olvido.getHref(), title: t.forgot, hint: t.forgotHint },
  {
    href: paths.estudiantes_pago_tarde_reagendar.getHref(),
    title: t.reschedule,
    hint: t.rescheduleHint,
  },
  { href: paths.estudiantes_pago_tarde_problema.getHref(), title: t.problem, hint: t.problemHint },
];

/**
 * /estudiantes/pago-tarde: the overdue fees, what they block, and the three ways on: pay now,
 * ask for a new date, or report a payment that does not show.
 */
export default function LatePaymentPage() {
  const query = useListarPagosAlumno({ query: { meta: { silentError: true } } });
  const result = query.data?.results;
  const overdue = result ? feesOf(result).filter((fee) => fee.estado === 'VENCIDA') : [];
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {result && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Typography role="status" sx={{ fontWeight: 700 }}>
              {overdue.length === 0 ? t.none : t.overdue(overdue.length)}
            </Typography>
            {overdue.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {overdue.map((fee) => (
                  <li key={fee.idCuota}>
                    {`${fee.concepto} · ${fee.programa}: ${formatCents(fee.totalCentimos)} (${formatDay(fee.vencimiento)})`}
                  </li>
                ))}
              </Box>
            )}
            {overdue.length > 0 && <BlockedProcedures names={result.tramitesBloqueados} />}
          </Stack>
        </Paper>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {OPTIONS.map((option) => (
          <Paper key={option.href} component="li" variant="outlined" sx={{ p: 2 }}>
            <RouterLink href={option.href}>{option.title}</RouterLink>
            <Typography variant="body2" color="text.secondary">
              {option.hint}
            </Typography>
          </Paper>
        ))}
      </Box>
      <RouterLink href={paths.estudiantes_pagos.getHref()}>{t.back}</RouterLink>
    </Stack>
  );
}
