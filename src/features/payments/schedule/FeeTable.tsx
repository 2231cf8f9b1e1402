import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cuota, ProgramaCuotas } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import FeeStateTag from '../shared/FeeStateTag';
import { formatCents, formatDay } from '../shared/format';
import { receiptHref } from '../shared/receiptHref';
import { texts } from '../texts';

const t = texts.schedule;

interface FeeTableProps {
  programme: ProgramaCuotas;
  /** The fee a link pointed at (`?cuota=`): its concept takes the focus once shown. */
  highlighted: number | null;
  onPay: (fee: Cuota) => void;
}

/** What a fee's row says under its state: a commitment or a report under review. */
function FeeNotes({ fee }: { fee: Cuota }) {
  return (
    <>
      {fee.reprogramacion?.fecha && (
        <Typography variant="caption" component="p">
          {t.reschedule(formatDay(fee.reprogramacion.fecha), fee.reprogramacion.numero)}
        </Typography>
      )}
      {fee.problema && (
        <Typography variant="caption" component="p">
          {t.problem(fee.problema.numero)}
        </Typography>
      )}
    </>
  );
}

/** One programme's fees of the period, with its totals and each fee's way to pay or its receipt. */
export default function FeeTable({ programme, highlighted, onPay }: FeeTableProps) {
  // Programme names as the institute typed them ('OFIMÁTICA EMPRESARIAL'): spec §5 (issue 54).
  const programmeName = useCapitalizeName()(programme.programa);
  const columns: TableColumn<Cuota>[] = [
    {
      id: 'concepto',
      header: t.concept,
      render: (fee) => (
        <Typography
          id={`cuota-${fee.idCuota}`}
          tabIndex={fee.idCuota === highlighted ? -1 : undefined}
          sx={{ fontWeight: fee.idCuota === highlighted ? 700 : undefined }}
        >
          {fee.concepto}
        </Typography>
      ),
    },
    { id: 'vencimiento', header: t.dueOn, render: (fee) => formatDay(fee.vencimiento) },
    {
      id: 'monto',
      header: t.amount,
      align: 'right',
      render: (fee) => formatCents(fee.montoCentimos),
    },
    {
      id: 'descuentos',
      header: t.reductions,
      align: 'right',
      render: (fee) => (
        <>
          {formatCents(-(fee.descuentoCentimos + fee.becaCentimos))}
          {[fee.descuento, fee.beca].filter(Boolean).map((name) => (
            <Typography key={name} variant="caption" component="p">
              {name}
            </Typography>
          ))}
        </>
      ),
    },
    {
      id: 'mora',
      header: t.lateCharge,
      align: 'right',
      render: (fee) => formatCents(fee.moraCentimos),
    },
    {
      id: 'total',
      header: t.total,
      align: 'right',
      render: (fee) => formatCents(fee.totalCentimos),
    },
    {
      id: 'estado',
      header: t.state,
      render: (fee) => (
        <>
          <FeeStateTag state={fee.estado} />
          <FeeNotes fee={fee} />
        </>
      ),
    },
    {
      id: 'acciones',
      header: t.actions,
      render: (fee) =>
        fee.comprobante ? (
          <Button
            variant="text"
            component={RouterLink}
            href={receiptHref(fee.comprobante)}
            aria-label={t.receiptLabel(fee.concepto)}
          >
            {t.receipt}
          </Button>
        ) : fee.estado === 'PENDIENTE' || fee.estado === 'VENCIDA' ? (
          <Button onClick={() => onPay(fee)} aria-label={t.payLabel(fee.concepto)}>
            {t.pay}
          </Button>
        ) : null,
    },
  ];
  const { totales } = programme;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={`programa-${programme.idMatricula}`}>
      <Typography
        id={`programa-${programme.idMatricula}`}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700 }}
      >
        {t.programme(programmeName, programme.periodo)}
      </Typography>
      <ResponsiveTable
        columns={columns}
        rows={programme.cuotas}
        label={t.feesLabel(programmeName)}
        breakpoint="xl"
        pageSize={Math.max(programme.cuotas.length, 1)}
        maxHeight={2000}
        getRowKey={(fee) => fee.idCuota}
      />
      <Stack
        component="dl"
        aria-label={t.totals}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 3, m: 0, '& dd': { m: 0, fontWeight: 700 } }}
      >
        {(
          [
            [t.all, totales.totalCentimos],
            [t.paid, totales.pagadoCentimos],
            [t.pending, totales.pendienteCentimos],
            [t.overdue, totales.vencidoCentimos],
          ] as const
        ).map(([label, cents]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd">{formatCents(cents)}</Typography>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
