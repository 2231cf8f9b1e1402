// SQL of the receipts (migration 046): the issuer, the customer, the next number of a series, one receipt.

import { fullNameSql } from '../../db/fullName.sql.ts';

// The brand's own issuer first, else the institute's (parameters PAGOS_EMISOR: RUC, name).
export const ISSUER_SQL = `SELECT pa.valor AS ruc, pa.valor2 AS name FROM parameters pa
  JOIN users u ON u.id = :studentId
  WHERE pa.clave = 'PAGOS_EMISOR' AND (pa.brand_id = u.brand_id OR pa.brand_id IS NULL)
  ORDER BY pa.brand_id IS NULL LIMIT 1`;

export const STUDENT_CUSTOMER_SQL = `SELECT coalesce(document_type, 'DNI') AS documentType,
    coalesce(document_number, user_code) AS documentNumber, ${fullNameSql('u')} AS name
  FROM users u WHERE u.id = :studentId`;

export const INSERT_RECEIPT_SQL = `INSERT INTO receipts (payment_id, kind, series, number, issuer_ruc,
    issuer_name, customer_document_type, customer_document_number, customer_name, issued_at)
  SELECT :paymentId, :kind, :series, coalesce(max(number), 0) + 1, :issuerRuc, :issuerName,
    :documentType, :documentNumber, :name, :at
  FROM receipts WHERE series = :series`;

export const RECEIPT_SQL = `SELECT e.student_id AS studentId, r.kind, r.series, r.number,
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
