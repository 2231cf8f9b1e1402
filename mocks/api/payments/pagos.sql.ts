// SQL of a student's fees, payments and late-payment requests (migration 046). Days are Lima
// days; `:today` is today's.

import { feeStateSql, netCentsSql } from '../../db/feeState.sql.ts';

const REQUEST_OF = (kind: 'REAGENDAR' | 'PROBLEMA', column: string) => `(SELECT ${column}
    FROM fee_requests fr JOIN procedure_requests pr ON pr.id = fr.request_id
    WHERE fr.fee_id = f.id AND fr.kind = '${kind}')`;

const NUMBER_OF = `'T-' || strftime('%Y', pr.filed_at / 1000, 'unixepoch') || '-' || printf('%06d', pr.id)`;

/** The caller's fees of the current period, by enrolment (the primary first) and position. */
export const OWN_FEES_SQL = `SELECT f.id, e.id AS enrolmentId, p.name AS programme,
    pe.code AS period, f.concept, f.due_on AS dueOn, f.amount_cents AS amountCents,
    f.discount_cents AS discountCents, f.discount_name AS discountName,
    f.scholarship_cents AS scholarshipCents, f.scholarship_name AS scholarshipName,
    f.late_charge_cents AS lateChargeCents, f.reschedule_days AS rescheduleDays,
    ${netCentsSql('f')} AS netCents, ${feeStateSql('f')} AS state,
    pay.amount_cents AS paidCents, pay.late_charge_cents AS paidLateCents,
    r.kind AS receiptKind, r.series, r.number,
    ${REQUEST_OF('REAGENDAR', 'pr.id')} AS rescheduleId,
    ${REQUEST_OF('REAGENDAR', NUMBER_OF)} AS rescheduleNumber,
    ${REQUEST_OF('REAGENDAR', 'pr.state')} AS rescheduleState,
    ${REQUEST_OF('REAGENDAR', 'fr.new_due_on')} AS rescheduleDay,
    ${REQUEST_OF('PROBLEMA', 'pr.id')} AS problemId,
    ${REQUEST_OF('PROBLEMA', NUMBER_OF)} AS problemNumber,
    ${REQUEST_OF('PROBLEMA', 'pr.state')} AS problemState
  FROM fees f JOIN enrolments e ON e.id = f.enrolment_id
  JOIN programmes p ON p.id = e.programme_id
  JOIN periods pe ON pe.id = f.period_id AND pe.is_current = 1
  LEFT JOIN payments pay ON pay.fee_id = f.id
  LEFT JOIN receipts r ON r.payment_id = pay.id
  WHERE e.student_id = :studentId
  ORDER BY e.is_primary DESC, e.id, f.position`;

export const CHANNELS_SQL = `SELECT id AS idCanal, kind AS tipo, name AS nombre,
    instructions AS instrucciones, collection_code AS codigoRecaudacion, url AS enlace,
    simulated AS simulado
  FROM payment_channels WHERE is_active = 1 ORDER BY position`;

/** Every payment of the caller, newest first, with its receipt. */
export const HISTORY_SQL = `SELECT pay.id AS idPago, f.concept AS concepto, p.name AS programa,
    ch.name AS canal, pay.bank_reference AS referencia, pay.amount_cents AS montoCentimos,
    pay.paid_at AS paidAt, r.kind AS receiptKind, r.series, r.number
  FROM payments pay JOIN fees f ON f.id = pay.fee_id
  JOIN enrolments e ON e.id = f.enrolment_id JOIN programmes p ON p.id = e.programme_id
  JOIN payment_channels ch ON ch.id = pay.channel_id
  LEFT JOIN receipts r ON r.payment_id = pay.id
  WHERE e.student_id = :studentId ORDER BY pay.paid_at DESC, pay.id DESC`;

/** The active procedures whose requirements include having no debt. */
export const BLOCKED_SQL = `SELECT DISTINCT t.name FROM procedure_types t
  JOIN procedure_requirements q ON q.type_id = t.id AND q.retired_at IS NULL
  WHERE q.rule = 'SIN_DEUDA' AND t.is_active = 1 ORDER BY t.name`;

/** One fee with its owner, state and what it costs now. */
export const FEE_SQL = `SELECT f.id, f.enrolment_id AS enrolmentId, e.student_id AS studentId,
    f.concept, f.due_on AS dueOn, f.reschedule_days AS rescheduleDays,
    ${netCentsSql('f')} AS netCents, f.late_charge_cents AS lateChargeCents,
    ${feeStateSql('f')} AS state, p.name AS programme, pe.starts_on AS periodStart
  FROM fees f JOIN enrolments e ON e.id = f.enrolment_id
  JOIN programmes p ON p.id = e.programme_id JOIN periods pe ON pe.id = f.period_id
  WHERE f.id = :feeId`;

export const CHANNEL_SQL = `SELECT id, name, simulated FROM payment_channels
  WHERE id = :channelId AND is_active = 1`;

export const PAYMENT_BY_REFERENCE_SQL = `SELECT pay.id, pay.fee_id AS feeId,
    pay.bank_reference AS reference, pay.amount_cents AS totalCents, pay.paid_at AS paidAt,
    r.kind, r.series, r.number
  FROM payments pay JOIN receipts r ON r.payment_id = pay.id
  WHERE pay.bank_reference = :reference`;

// The unique reference keeps one payment however many confirmations arrive: the caller reads
// `changes` to tell a repeat.
export const CONFIRM_PAYMENT_SQL = `INSERT INTO payments (fee_id, channel_id, bank_reference,
    amount_cents, late_charge_cents, paid_at)
  VALUES (:feeId, :channelId, :reference, :totalCents, :lateCents, :at)
  ON CONFLICT (bank_reference) DO NOTHING`;

/** A fee's late-payment request of one kind, with the key it was filed under. */
export const FEE_REQUEST_SQL = `SELECT fr.request_id AS requestId, fr.new_due_on AS newDueOn,
    pr.idempotency_key AS idempotencyKey, ${NUMBER_OF} AS numero
  FROM fee_requests fr JOIN procedure_requests pr ON pr.id = fr.request_id
  WHERE fr.fee_id = :feeId AND fr.kind = :kind`;

export const INSERT_FEE_REQUEST_SQL = `INSERT INTO fee_requests (fee_id, kind, request_id, new_due_on)
  VALUES (:feeId, :kind, :requestId, :newDueOn)`;

/** Whether the voucher is the caller's own procedure upload, free, of the voucher's kinds. */
export const VOUCHER_SQL = `SELECT f.content_type AS contentType, f.size FROM files f
  WHERE f.id = :fileId AND f.owner_id = :ownerId AND f.purpose = 'ADJUNTO_TRAMITE'
    AND NOT EXISTS (SELECT 1 FROM procedure_attachments a WHERE a.file_id = f.id)`;
