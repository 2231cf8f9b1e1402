import type { DatabaseSync } from 'node:sqlite';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { badRequest } from '../errors.ts';
import { newVerificationCode } from './code.ts';
import { BY_KEY_SQL, HOLDER_SQL, INSERT_SQL, STANDING_SQL } from './issue.sql.ts';
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
