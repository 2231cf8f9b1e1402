import { createHash } from 'node:crypto';
import type { operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryOne } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { attachment } from '../files/attachment.ts';
import { limaDay } from '../limaDay.ts';
import { fileLateRequest, type FeeRow } from './lateRequests.ts';
import {
  issueReceipt,
  receiptNumber,
  studentCustomer,
  findReceipt,
  receiptQr,
} from './receipts.ts';
import { receiptPdf } from './receiptPdf.ts';
import { studentSchedule } from './schedule.ts';
import { paymentTexts as t } from './texts.ts';
import { checkRuc } from '../procedures/ruc.ts';
import { ok } from '../respond.ts';
import {
  CHANNEL_SQL,
  CONFIRM_PAYMENT_SQL,
  FEE_SQL,
  PAYMENT_BY_REFERENCE_SQL,
  VOUCHER_SQL,
} from './pagos.sql.ts';

// A student's fees, payments and receipts, and the late-payment requests (issue 37;
// openapi/main/pagos.yaml). A student reaches only their own fees and receipts (403 otherwise).

const MB = 1024 * 1024;
/** A fee falling due within these days may be rescheduled before it is overdue. */
const DUE_SOON_DAYS = 7;
const nextDay = (day: string) => limaDay(Date.parse(`${day}T12:00:00-05:00`), 1);
const VOUCHER_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The caller's fee at today's state: 404 unknown, 403 another student's. */
function ownFee(context: HandlerContext<{ idCuota: number }>): FeeRow {
  const { db, clock } = context.services;
  const fee = queryOne<FeeRow>(db, FEE_SQL, {
    feeId: context.params.idCuota,
    today: limaDay(clock()),
  });
  if (!fee) throw notFound();
  if (fee.studentId !== signedIn(context).idu) throw forbidden();
  return fee;
}

/** The caller's receipt: 404 unknown, 403 another student's. */
function ownReceipt(context: HandlerContext<{ serie: string; numero: number }>) {
  const row = findReceipt(context.services.db, context.params.serie, context.params.numero);
  if (!row) throw notFound();
  if (row.studentId !== signedIn(context).idu) throw forbidden();
  return row;
}

/**
 * The bank's operation reference the demo's simulated confirmation carries: the same caller and
 * idempotency key always make the same one, so a retried payment is confirmed once.
 */
const simulatedReference = (userId: number, key: string) =>
  `SIM-${createHash('sha256').update(`${userId}:${key}`).digest('hex').slice(0, 10).toUpperCase()}`;

interface ConfirmedRow {
  id: number;
  feeId: number;
  reference: string;
  totalCents: number;
  paidAt: number;
  kind: 'BOLETA' | 'FACTURA';
  series: string;
  number: number;
}

const confirmed = (row: ConfirmedRow) =>
  ok(
    {
      idPago: row.id,
      idCuota: row.feeId,
      referencia: row.reference,
      totalCentimos: row.totalCents,
      pagadoEn: iso(row.paidAt),
      comprobante: { tipo: row.kind, serie: row.series, numero: receiptNumber(row.number) },
    },
    t.paid,
  );

export const pagosHandlers = {
  listarPagosAlumno: (context) => {
    const { db, clock } = context.services;
    return ok(studentSchedule(db, signedIn(context).idu, limaDay(clock())));
  },

  pagarCuota: (context) => {
    const { db, clock } = context.services;
    const caller = signedIn(context);
    const { claveIdempotencia, idCanal, comprobante } = context.body;
    const reference = simulatedReference(caller.idu, claveIdempotencia);
    return inTransaction(db, () => {
      const fee = ownFee(context);
      const earlier = queryOne<ConfirmedRow>(db, PAYMENT_BY_REFERENCE_SQL, { reference });
      if (earlier) return confirmed(earlier);
      if (fee.state === 'PAGADA') throw badRequest({ idCuota: [t.alreadyPaid] });
      const channel = queryOne<{ id: number; simulated: number }>(db, CHANNEL_SQL, {
        channelId: idCanal,
      });
      if (!channel) throw badRequest({ idCanal: [t.channelUnknown] });
      if (channel.simulated !== 1) throw badRequest({ idCanal: [t.channelOutside] });
      if (comprobante.tipo === 'FACTURA' && checkRuc(comprobante.ruc) !== 'valid') {
        throw badRequest({ 'comprobante.ruc': [t.rucInvalid] });
      }
      // Past its due day the late charge applies, a payment under review or not.
      const lateCents = fee.dueOn < limaDay(clock()) ? fee.lateChargeCents : 0;
      const at = clock();
      const { lastInsertRowid } = db.prepare(CONFIRM_PAYMENT_SQL).run({
        feeId: fee.id,
        channelId: channel.id,
        reference,
        totalCents: fee.netCents + lateCents,
        lateCents,
        at,
      });
      issueReceipt(
        db,
        Number(lastInsertRowid),
        caller.idu,
        comprobante.tipo === 'FACTURA'
          ? {
              kind: 'FACTURA',
              documentType: 'RUC',
              documentNumber: comprobante.ruc,
              name: comprobante.razonSocial,
            }
          : studentCustomer(db, caller.idu),
        at,
      );
      return confirmed(queryOne<ConfirmedRow>(db, PAYMENT_BY_REFERENCE_SQL, { reference })!);
    });
  },

  obtenerComprobante: (context) => {
    const row = ownReceipt(context);
    return ok({
      tipo: row.kind,
      serie: row.series,
      numero: receiptNumber(row.number),
      emitidoEn: iso(row.issuedAt),
      emisor: { ruc: row.issuerRuc, razonSocial: row.issuerName },
      cliente: {
        tipoDocumento: row.documentType,
        numeroDocumento: row.documentNumber,
        nombre: row.customerName,
      },
      concepto: `${row.concept} · ${row.programme} · ${row.period}`,
      montoCentimos: row.amountCents,
      descuentoCentimos: row.discountCents,
      moraCentimos: row.lateChargeCents,
      totalCentimos: row.totalCents,
      canal: row.channel,
      referencia: row.reference,
      qr: receiptQr(row),
    });
  },

  descargarComprobante: async (context) => {
    const row = ownReceipt(context);
    context.reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${row.series}-${receiptNumber(row.number)}.pdf`))
      .header('x-content-type-options', 'nosniff');
    return receiptPdf(row);
  },

  reagendarCuota: (context) => {
    const { clock } = context.services;
    const { fecha, motivo, claveIdempotencia } = context.body;
    const fee = ownFee(context);
    const result = fileLateRequest(context, fee, 'REAGENDAR', claveIdempotencia, () => {
      const soon = fee.state === 'PENDIENTE' && fee.dueOn <= limaDay(clock(), DUE_SOON_DAYS);
      if (fee.state !== 'VENCIDA' && !soon) throw badRequest({ idCuota: [t.notOverdue] });
      // A fee not yet due moves past its own day; an overdue one from tomorrow.
      const tomorrow = limaDay(clock(), 1);
      const first = soon && fee.dueOn >= tomorrow ? nextDay(fee.dueOn) : tomorrow;
      const last = limaDay(clock(), fee.rescheduleDays);
      if (fecha < first || fecha > last) {
        const day = (d: string) => d.split('-').reverse().join('/');
        throw badRequest({ fecha: [t.dateRange(day(first), day(last))] });
      }
      return {
        newDueOn: fecha,
        campos: {
          Cuota: `${fee.concept} · ${fee.programme}`,
          'Nueva fecha de pago': fecha,
          Motivo: motivo,
        },
        adjuntos: [],
      };
    });
    return ok(result, t.rescheduled);
  },

  reportarProblemaPago: (context) => {
    const { db, clock } = context.services;
    const { numeroOperacion, fechaPago, idArchivo, comentario, claveIdempotencia } = context.body;
    const fee = ownFee(context);
    const result = fileLateRequest(context, fee, 'PROBLEMA', claveIdempotencia, () => {
      if (fee.state === 'PAGADA') throw badRequest({ idCuota: [t.alreadyPaid] });
      if (fechaPago > limaDay(clock()) || fechaPago < fee.periodStart) {
        throw badRequest({ fechaPago: [t.paymentDay] });
      }
      // The bytes were checked when uploaded (archivo/subir); their kind and size are the voucher's.
      const voucher = queryOne<{ contentType: string; size: number }>(db, VOUCHER_SQL, {
        fileId: idArchivo,
        ownerId: signedIn(context).idu,
      });
      if (!voucher) throw badRequest({ idArchivo: [t.voucherMissing] });
      if (!VOUCHER_TYPES.has(voucher.contentType) || voucher.size > 5 * MB) {
        throw badRequest({ idArchivo: [t.voucherFormat] });
      }
      return {
        newDueOn: null,
        campos: {
          Cuota: `${fee.concept} · ${fee.programme}`,
          'Número de operación': numeroOperacion,
          'Fecha del pago': fechaPago,
          Comentario: comentario?.trim() ?? '',
        },
        adjuntos: [idArchivo],
      };
    });
    return ok(result, t.reported);
  },
} satisfies Partial<ServiceHandlers<operations>>;
