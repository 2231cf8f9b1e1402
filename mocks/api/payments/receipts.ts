import type { DatabaseSync } from 'node:sqlite';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { fullNameSql } from '../../db/fullName.sql.ts';
import { limaDay } from '../limaDay.ts';

// SUNAT's electronic receipts (migration 046): a boleta (series B001) to the student's own
// document, a factura (F001) to a company's RUC, numbered one after another within the series.

export type ReceiptKind = 'BOLETA' | 'FACTURA';

export interface Customer {
  kind: ReceiptKind;
  documentType: 'DNI' | 'CE' | 'PASAPORTE' | 'RUC';
  documentNumber: string;
  name: string;
}

const SERIES: Record<ReceiptKind, string> = { BOLETA: 'B001', FACTURA: 'F001' };

/** SUNAT's codes: the receipt's type (catalogue 01) and the customer's document (catalogue 06). */
const RECEIPT_CODE: Record<ReceiptKind, string> = { BOLETA: '03', FACTURA: '01' };
const DOCUMENT_CODE: Record<Customer['documentType'], string> = {
  DNI: '1',
  CE: '4',
  PASAPORTE: '7',
  RUC: '6',
};

/** Eight digits, as SUNAT writes a receipt's number. */
export const receiptNumber = (number: number) => String(number).padStart(8, '0');

// The brand's own issuer first, else the institute's (parameters PAGOS_EMISOR: RUC, name).
const ISSUER_SQL = `SELECT pa.valor AS ruc, pa.valor2 AS name FROM parameters pa
  JOIN users u ON u.id = :studentId
  WHERE pa.clave = 'PAGOS_EMISOR' AND (pa.brand_id = u.brand_id OR pa.brand_id IS NULL)
  ORDER BY pa.brand_id IS NULL LIMIT 1`;

const STUDENT_CUSTOMER_SQL = `SELECT coalesce(document_type, 'DNI') AS documentType,
    coalesce(document_number, user_code) AS documentNumber, ${fullNameSql('u')} AS name
  FROM users u WHERE u.id = :studentId`;

/** The student as a boleta's customer: their own document and name. */
export const studentCustomer = (db: DatabaseSync, studentId: number): Customer => ({
  kind: 'BOLETA',
  ...queryOneOrThrow<Omit<Customer, 'kind'>>(db, STUDENT_CUSTOMER_SQL, { studentId }),
});

const INSERT_RECEIPT = `INSERT INTO receipts (payment_id, kind, series, number, issuer_ruc,
    issuer_name, customer_document_type, customer_document_number, customer_name, issued_at)
  SELECT :paymentId, :kind, :series, coalesce(max(number), 0) + 1, :issuerRuc, :issuerName,
    :documentType, :documentNumber, :name, :at
  FROM receipts WHERE series = :series`;

/** Issues the payment's receipt, next in its series; call inside the payment's transaction. */
export function issueReceipt(
  db: DatabaseSync,
  paymentId: number,
  studentId: number,
  customer: Customer,
  at: number,
): void {
  const issuer = queryOneOrThrow<{ ruc: string; name: string }>(db, ISSUER_SQL, { studentId });
  db.prepare(INSERT_RECEIPT).run({
    paymentId,
    kind: customer.kind,
    series: SERIES[customer.kind],
    issuerRuc: issuer.ruc,
    issuerName: issuer.name,
    documentType: customer.documentType,
    documentNumber: customer.documentNumber,
    name: customer.name,
    at,
  });
}

export interface ReceiptRow {
  studentId: number;
  kind: ReceiptKind;
  series: string;
  number: number;
  issuedAt: number;
  issuerRuc: string;
  issuerName: string;
  documentType: Customer['documentType'];
  documentNumber: string;
  customerName: string;
  concept: string;
  programme: string;
  period: string;
  amountCents: number;
  discountCents: number;
  lateChargeCents: number;
  totalCents: number;
  channel: string;
  reference: string;
}

const RECEIPT_SQL = `SELECT e.student_id AS studentId, r.kind, r.series, r.number,
    r.issued_at AS issuedAt, r.issuer_ruc AS issuerRuc, r.issuer_name AS issuerName,
    r.customer_document_type AS documentType, r.customer_document_number AS documentNumber,
    r.customer_name AS customerName, f.concept, p.name AS programme, pe.code AS period,
    f.amount_cents AS amountCents, f.discount_cents + f.scholarship_cents AS discountCents,
    pay.late_charge_cents AS lateChargeCents, pay.amount_cents AS totalCents,
    ch.name AS channel, pay.bank_reference AS reference
  FROM receipts r JOIN payments pay ON pay.id = r.payment_id
  JOIN fees f ON f.id = pay.fee_id JOIN enrolments e ON e.id = f.enrolment_id
  JOIN programmes p ON p.id = e.programme_id JOIN periods pe ON pe.id = f.period_id
  JOIN payment_channels ch ON ch.id = pay.channel_id
  WHERE r.series = :series AND r.number = :number`;

export const findReceipt = (db: DatabaseSync, series: string, number: number) =>
  queryOne<ReceiptRow>(db, RECEIPT_SQL, { series, number });

const soles = (cents: number) => (cents / 100).toFixed(2);

/** The QR's text in SUNAT's layout; education is exonerated, so the IGV is 0.00. */
export const receiptQr = (row: ReceiptRow) =>
  [
    row.issuerRuc,
    RECEIPT_CODE[row.kind],
    row.series,
    receiptNumber(row.number),
    '0.00',
    soles(row.totalCents),
    limaDay(row.issuedAt),
    DOCUMENT_CODE[row.documentType],
    row.documentNumber,
    '',
  ].join('|');
