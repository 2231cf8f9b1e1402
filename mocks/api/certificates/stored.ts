import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../../db/query.ts';
import type { CertifiedPeriod, StoredCertificate } from './record.ts';
import { BY_CODE_SQL, CAMPUS_URL_SQL, LATEST_VALID_SQL } from './stored.sql.ts';
import { signCertificate } from './signature.ts';

// An issued certificate as stored (StoredCertificate): read by its code, with its signed address.

const parse = (row: (Omit<StoredCertificate, 'periods'> & { recordJson: string }) | undefined) => {
  if (!row) return undefined;
  const { recordJson, ...rest } = row;
  return { ...rest, periods: JSON.parse(recordJson) as CertifiedPeriod[] };
};

/** The certificate with this code, revoked or not. */
export const certificateByCode = (db: DatabaseSync, code: string) =>
  parse(queryOne(db, BY_CODE_SQL, { code }));

/** The enrolment's latest certificate still valid. */
export const latestValidCertificate = (db: DatabaseSync, enrolmentId: number) =>
  parse(queryOne(db, LATEST_VALID_SQL, { enrolmentId }));

/** The campus's public address (parameter URL_CAMPUS), which the QR codes point at. */
export const campusUrl = (db: DatabaseSync) =>
  queryOne<{ valor: string }>(db, CAMPUS_URL_SQL)?.valor.replace(/\/+$/, '') ?? '';

/** The certificate's verification page, with its code. */
export const verificationUrl = (db: DatabaseSync, code: string) =>
  `${campusUrl(db)}/verificarconstanciasycertificados?codigo=${code}`;

/** What the certificate's QR code holds: its verification page and its signature. */
export const qrText = (db: DatabaseSync, row: StoredCertificate) =>
  `${verificationUrl(db, row.code)}&firma=${signCertificate(row)}`;
