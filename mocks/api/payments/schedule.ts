import type { DatabaseSync } from 'node:sqlite';
import type { components } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { BLOCKED_SQL, CHANNELS_SQL, HISTORY_SQL, OWN_FEES_SQL } from './pagos.sql.ts';
import { receiptNumber, type ReceiptKind } from './receipts.ts';

// A student's schedule as `listarPagosAlumno` answers it: rows of OWN_FEES_SQL grouped by
// enrolment, with totals, the channels, the history and what an overdue fee blocks.

type Schemas = components['schemas'];
type Estado = Schemas['EstadoCuota'];
type Solicitud = Schemas['SolicitudCuota'];

interface FeeRow {
  id: number;
  enrolmentId: number;
  programme: string;
  period: string;
  concept: string;
  dueOn: string;
  amountCents: number;
  discountCents: number;
  discountName: string | null;
  scholarshipCents: number;
  scholarshipName: string | null;
  lateChargeCents: number;
  rescheduleDays: number;
  netCents: number;
  state: Estado;
  paidCents: number | null;
  paidLateCents: number | null;
  receiptKind: ReceiptKind | null;
  series: string | null;
  number: number | null;
  rescheduleId: number | null;
  rescheduleNumber: string | null;
  rescheduleState: Solicitud['estado'] | null;
  rescheduleDay: string | null;
  problemId: number | null;
  problemNumber: string | null;
  problemState: Solicitud['estado'] | null;
}

const receiptRef = (row: {
  receiptKind: ReceiptKind | null;
  series: string | null;
  number: number | null;
}): Schemas['ComprobanteRef'] | null =>
  row.receiptKind && row.series && row.number
    ? { tipo: row.receiptKind, serie: row.series, numero: receiptNumber(row.number) }
    : null;

const request = (
  id: number | null,
  numero: string | null,
  estado: Solicitud['estado'] | null,
  fecha: string | null,
): Solicitud | null => (id && numero && estado ? { idSolicitud: id, numero, estado, fecha } : null);

/** A fee as the student reads it: its late charge once past due, or as it was paid. */
function toCuota(row: FeeRow, today: string): Schemas['Cuota'] {
  // Past its due day a fee takes its late charge, under review or not (as pagarCuota charges it).
  const mora =
    row.state === 'PAGADA' ? (row.paidLateCents ?? 0) : row.dueOn < today ? row.lateChargeCents : 0;
  return {
    idCuota: row.id,
    concepto: row.concept,
    vencimiento: row.dueOn,
    montoCentimos: row.amountCents,
    descuentoCentimos: row.discountCents,
    descuento: row.discountName,
    becaCentimos: row.scholarshipCents,
    beca: row.scholarshipName,
    moraCentimos: mora,
    moraPorVencimientoCentimos: row.lateChargeCents,
    totalCentimos: row.paidCents ?? row.netCents + mora,
    estado: row.state,
    comprobante: receiptRef(row),
    reprogramacion: request(
      row.rescheduleId,
      row.rescheduleNumber,
      row.rescheduleState,
      row.rescheduleDay,
    ),
    problema: request(row.problemId, row.problemNumber, row.problemState, null),
    diasReagendar: row.rescheduleDays,
  };
}

function totalsOf(cuotas: readonly Schemas['Cuota'][]): Schemas['TotalesCuotas'] {
  const sum = (states: readonly Estado[]) =>
    cuotas
      .filter((c) => states.includes(c.estado))
      .reduce((total, c) => total + c.totalCentimos, 0);
  return {
    totalCentimos: sum(['PAGADA', 'PENDIENTE', 'VENCIDA', 'EN_PROCESO']),
    pagadoCentimos: sum(['PAGADA']),
    pendienteCentimos: sum(['PENDIENTE', 'EN_PROCESO']),
    vencidoCentimos: sum(['VENCIDA']),
  };
}

export function studentSchedule(
  db: DatabaseSync,
  studentId: number,
  today: string,
): Schemas['PagosAlumnoResponse']['results'] {
  const programas = new Map<number, Schemas['ProgramaCuotas']>();
  for (const row of queryAll<FeeRow>(db, OWN_FEES_SQL, { studentId, today })) {
    const programa = programas.get(row.enrolmentId) ?? {
      idMatricula: row.enrolmentId,
      programa: row.programme,
      periodo: row.period,
      cuotas: [],
      totales: totalsOf([]),
    };
    programa.cuotas.push(toCuota(row, today));
    programas.set(row.enrolmentId, programa);
  }
  const list = [...programas.values()].map((p) => ({ ...p, totales: totalsOf(p.cuotas) }));
  const overdue = list.some((p) => p.cuotas.some((c) => c.estado === 'VENCIDA'));
  return {
    hoy: today,
    programas: list,
    canales: queryAll<Omit<Schemas['CanalPago'], 'simulado'> & { simulado: number }>(
      db,
      CHANNELS_SQL,
    ).map((c) => ({
      ...c,
      simulado: c.simulado === 1,
    })),
    historial: queryAll<
      Omit<Schemas['PagoHistorial'], 'pagadoEn' | 'comprobante'> & {
        paidAt: number;
        receiptKind: ReceiptKind | null;
        series: string | null;
        number: number | null;
      }
    >(db, HISTORY_SQL, { studentId }).map(({ paidAt, receiptKind, series, number, ...row }) => ({
      ...row,
      pagadoEn: iso(paidAt),
      comprobante: receiptRef({ receiptKind, series, number }),
    })),
    tramitesBloqueados: overdue
      ? queryAll<{ name: string }>(db, BLOCKED_SQL).map((row) => row.name)
      : [],
  };
}
