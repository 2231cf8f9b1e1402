// SQL of issuing a study certificate (issue 37): the enrolment's standing towards the CERTESTSU
// procedure, the holder as the certificate names them, and the certificate row.

import { fullNameSql } from '../../db/fullName.sql.ts';

/** The student's CERTESTSU requests for the enrolment (or for none); callers add conditions. */
const CERTESTSU = `SELECT r.id FROM procedure_requests r
  JOIN procedure_types t ON t.id = r.type_id AND t.code = 'CERTESTSU'
  WHERE r.requester_id = :studentId AND (r.enrolment_id = :enrolmentId OR r.enrolment_id IS NULL)`;

/**
 * An enrolment's state, how many certificates it has, the approved CERTESTSU request no
 * certificate used yet, whether one is open, and the procedure's fee.
 */
export const STANDING_SQL = `SELECT e.state,
    (SELECT count(*) FROM study_certificates c WHERE c.enrolment_id = e.id) AS issued,
    (${CERTESTSU} AND r.state = 'APROBADO'
      AND NOT EXISTS (SELECT 1 FROM study_certificates c WHERE c.request_id = r.id)
      ORDER BY r.id LIMIT 1) AS paidRequestId,
    EXISTS (${CERTESTSU} AND r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')) AS open,
    (SELECT fee_cents FROM procedure_types WHERE code = 'CERTESTSU') AS feeCents
  FROM enrolments e WHERE e.id = :enrolmentId`;

/** The holder of an enrolment as the certificate names them: name, document and programme. */
export const HOLDER_SQL = `SELECT ${fullNameSql('u')} AS name,
    coalesce(u.document_type, 'DNI') AS documentType,
    coalesce(u.document_number, u.user_code) AS documentNumber, p.name AS programme
  FROM enrolments e JOIN users u ON u.id = e.student_id
  JOIN programmes p ON p.id = e.programme_id
  WHERE e.id = :enrolmentId`;

/** Writes an issued certificate with what it states. */
export const INSERT_SQL = `INSERT INTO study_certificates (code, enrolment_id, request_id,
    idempotency_key, holder_name, document_type, document_number, programme, record_json, credits,
    issued_at)
  VALUES (:code, :enrolmentId, :requestId, :key, :name, :documentType, :documentNumber,
    :programme, :record, :credits, :at)`;

/** The certificate an enrolment already got with an idempotency key. */
export const BY_KEY_SQL = `SELECT code FROM study_certificates
  WHERE enrolment_id = :enrolmentId AND idempotency_key = :key`;
