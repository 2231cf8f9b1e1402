import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../../db/query.ts';
import type { CertifiedPeriod, StoredCertificate } from './record.ts';
import { signCertificate } from './signature.ts';

// An issued certificate as stored (StoredCertificate): read by its code, with its signed address.

const COLUMNS = `c.code, e.student_id AS studentId, c.enrolment_id AS enrolmentId,
    c.holder_name AS holderName, c.document_type AS documentType,
    c.document_number AS documentNumber, c.programme, c.record_json AS recordJson,
    c.credits, c.issued_at AS issuedAt, c.revoked_at AS revokedAt, c.revoked_reason AS revokedReason
  FROM study_certificates c JOIN enrolments e ON e.id = c.enrolment_id`;

const parse = (row: (Omit<StoredCertificate, 'periods'> & { recordJson: string }) | undefined) => {
  if (!row) return undefined;
  const { recordJson, ...rest } = row;
  return { ...rest, periods: JSON.parse(recordJson) as CertifiedPeriod[] };
};

/** The certificate with this code, revoked or not. */
export const certificateByCode = (db: DatabaseSync, code: string) =>
  parse(queryOne(db, `SELECT ${COLUMNS} WHERE c.code = :code`, { code }));

/** The enrolment's latest certificate still valid. */
export const latestValidCertificate = (db: DatabaseSync, enrolmentId: number) =>
  parse(
    queryOne(
      db,
      `SELECT ${COLUMNS} WHERE c.enrolment_id = :enrolmentId AND c.revoked_at IS NULL
        ORDER BY c.issued_at DESC, c.id DESC LIMIT 1`,
      { enrolmentId },
    ),
  );

/** The campus's public address (parameter URL_CAMPUS), which the QR codes point at. */
export const campusUrl = (db: DatabaseSync) =>
  queryOne<{ valor: string }>(
    db,
    "SELECT valor FROM parameters WHERE clave = 'URL_CAMPUS' AND brand_id IS NULL",
  )?.valor.replace(/\/+$/, '') ?? '';

/** The certificate's verification page, with its code. */
export const verificationUrl = (db: DatabaseSync, code: string) =>
  `${campusUrl(db)}/verificarconstanciasycertificados?codigo=${code}`;

/** What the certificate's QR code holds: its verification page and its signature. */
export const qrText = (db: DatabaseSync, row: StoredCertificate) =>
  `${verificationUrl(db, row.code)}&firma=${signCertificate(row)}`;
