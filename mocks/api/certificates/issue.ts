import type { DatabaseSync } from 'node:sqlite';
import { fullNameSql } from '../../db/fullName.sql.ts';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { badRequest } from '../errors.ts';
import { newVerificationCode } from './code.ts';
import { certifiedRecord } from './record.ts';
import { certificateTexts as t } from './texts.ts';

// When a study certificate is issued at once and when it goes through the CERTESTSU procedure
// (issue 37): the data decides. A graduate's first certificate comes with graduating, an approved
// CERTESTSU request (paid with its fee) is turned into its certificate, and a CERTESTSU without
// fee needs no procedure; anything else is asked for through the procedure, which has a cost.

export type Issuance = 'INMEDIATA' | 'TRAMITE' | 'EN_TRAMITE';

export interface Standing {
  issuance: Issuance;
  /** The approved request that pays for the next certificate, if any. */
  paidRequestId: number | null;
  feeCents: number;
}

const CERTESTSU = `SELECT r.id FROM procedure_requests r
  JOIN procedure_types t ON t.id = r.type_id AND t.code = 'CERTESTSU'
  WHERE r.requester_id = :studentId AND (r.enrolment_id = :enrolmentId OR r.enrolment_id IS NULL)`;

const STANDING_SQL = `SELECT e.state,
    (SELECT count(*) FROM study_certificates c WHERE c.enrolment_id = e.id) AS issued,
    (${CERTESTSU} AND r.state = 'APROBADO'
      AND NOT EXISTS (SELECT 1 FROM study_certificates c WHERE c.request_id = r.id)
      ORDER BY r.id LIMIT 1) AS paidRequestId,
    EXISTS (${CERTESTSU} AND r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')) AS open,
    (SELECT fee_cents FROM procedure_types WHERE code = 'CERTESTSU') AS feeCents
  FROM enrolments e WHERE e.id = :enrolmentId`;

/** How the enrolment's next certificate is obtained. */
export function standingOf(db: DatabaseSync, studentId: number, enrolmentId: number): Standing {
  const row = queryOneOrThrow<{
    state: string;
    issued: number;
    paidRequestId: number | null;
    open: number;
    feeCents: number | null;
  }>(db, STANDING_SQL, { studentId, enrolmentId });
  const feeCents = row.feeCents ?? 0;
  const atOnce =
    row.paidRequestId !== null || feeCents === 0 || (row.state === 'EGRESADA' && row.issued === 0);
  return {
    issuance: atOnce ? 'INMEDIATA' : row.open ? 'EN_TRAMITE' : 'TRAMITE',
    paidRequestId: row.paidRequestId,
    feeCents,
  };
}

const HOLDER_SQL = `SELECT ${fullNameSql('u')} AS name, coalesce(u.document_type, 'DNI') AS documentType,
    coalesce(u.document_number, u.user_code) AS documentNumber, p.name AS programme
  FROM enrolments e JOIN users u ON u.id = e.student_id JOIN programmes p ON p.id = e.programme_id
  WHERE e.id = :enrolmentId`;

const INSERT_SQL = `INSERT INTO study_certificates (code, enrolment_id, request_id, idempotency_key,
    holder_name, document_type, document_number, programme, record_json, credits, issued_at)
  VALUES (:code, :enrolmentId, :requestId, :key, :name, :documentType, :documentNumber,
    :programme, :record, :credits, :at)`;

const BY_KEY_SQL = `SELECT code FROM study_certificates
  WHERE enrolment_id = :enrolmentId AND idempotency_key = :key`;

/**
 * Issues the enrolment's certificate now, when its standing allows it; the same idempotency key
 * answers the certificate it already issued. Call inside a transaction. Returns the code.
 */
export function issueCertificate(
  db: DatabaseSync,
  studentId: number,
  enrolmentId: number,
  key: string,
  at: number,
): string {
  const again = queryOne<{ code: string }>(db, BY_KEY_SQL, { enrolmentId, key });
  if (again) return again.code;
  const standing = standingOf(db, studentId, enrolmentId);
  if (standing.issuance === 'EN_TRAMITE') throw badRequest({ idMatricula: [t.requestOpen] });
  if (standing.issuance === 'TRAMITE') throw badRequest({ idMatricula: [t.mustRequest] });
  const record = certifiedRecord(db, enrolmentId);
  if (record.periodos.length === 0) throw badRequest({ idMatricula: [t.noRecord] });
  const holder = queryOneOrThrow<Record<string, string>>(db, HOLDER_SQL, { enrolmentId });
  const code = newVerificationCode();
  db.prepare(INSERT_SQL).run({
    code,
    enrolmentId,
    requestId: standing.paidRequestId,
    key,
    ...holder,
    record: JSON.stringify(record.periodos),
    credits: record.creditosAprobados,
    at,
  });
  return code;
}
