import type { DatabaseSync } from 'node:sqlite';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { limaDay } from '../limaDay.ts';
import {
  ISSUER_SQL,
  STUDENT_CUSTOMER_SQL,
  INSERT_RECEIPT_SQL,
  RECEIPT_SQL,
} from './receipts.sql.ts';

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

/** The student as a boleta's customer: their own document and name. */
export const studentCustomer = (db: DatabaseSync, studentId: number): Customer => ({
  kind: 'BOLETA',
  ...queryOneOrThrow<Omit<Customer, 'kind'>>(db, STUDENT_CUSTOMER_SQL, { studentId }),
});

/** Issues the payment's receipt, next in its series; call inside the payment's transaction. */
export function issueReceipt(
  db: DatabaseSync,
  paymentId: number,
  studentId: number,
  customer: Customer,
  at: number,
): void {
  const issuer = queryOneOrThrow<{ ruc: string; name: string }>(db, ISSUER_SQL, { studentId });
  db.prepare(INSERT_RECEIPT_SQL).run({
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
