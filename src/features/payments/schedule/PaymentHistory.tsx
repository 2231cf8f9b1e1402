import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PagoHistorial } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { formatCents } from '../shared/format';
import { receiptHref } from '../shared/receiptHref';
import { texts } from '../texts';

const t = texts.history;

const columnsFor = (capitalize: (name: string) => string): TableColumn<PagoHistorial>[] => [
  { id: 'pagadoEn', header: t.date, render: (payment) => formatDate(payment.pagadoEn) },
  {
    id: 'concepto',
    header: t.concept,
    // Programme names as the institute typed them: spec §5 (issue 54).
    render: (payment) => `${payment.concepto} · ${capitalize(payment.programa)}`,
  },
  { id: 'canal', header: t.channel },
  { id: 'referencia', header: t.reference },
  {
    id: 'monto',
    header: t.amount,
    align: 'right',
    render: (payment) => formatCents(payment.montoCentimos),
  },
  {
    id: 'comprobante',
    header: t.receipt,
    render: (payment) =>
      payment.comprobante && (
        <RouterLink href={receiptHref(payment.comprobante)}>
          {`${payment.comprobante.serie}-${payment.comprobante.numero}`}
        </RouterLink>
      ),
  },
];

/** The payments made, newest first, each with its receipt. */
export default function PaymentHistory({ payments }: { payments: readonly PagoHistorial[] }) {
  const capitalize = useCapitalizeName();
  const columns = useMemo(() => columnsFor(capitalize), [capitalize]);
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="historial-pagos">
      <Typography id="historial-pagos" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      {payments.length === 0 ? (
        <Typography>{t.empty}</Typography>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={payments}
          label={t.label}
          getRowKey={(payment) => payment.idPago}
        />
      )}
    </Stack>
  );
}
