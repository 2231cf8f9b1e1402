import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../../db/query.ts';
import { isPassing } from '../courses/grades.ts';
import { RECORD_SQL } from './record.sql.ts';

// What a study certificate states: the final grades of an enrolment, period by period (every
// attempt, as the record keeps them), with the credits each passed course earns.

export interface CertifiedCourse {
  curso: string;
  ciclo: string;
  nota: string;
  creditos: number;
}

export interface CertifiedPeriod {
  periodo: string;
  cursos: CertifiedCourse[];
}

export interface CertifiedRecord {
  periodos: CertifiedPeriod[];
  creditosAprobados: number;
}

/** The enrolment's record as a certificate states it. */
export function certifiedRecord(db: DatabaseSync, enrolmentId: number): CertifiedRecord {
  const rows = queryAll<CertifiedCourse & { periodo: string }>(db, RECORD_SQL, { enrolmentId });
  const periodos: CertifiedPeriod[] = [];
  let creditosAprobados = 0;
  for (const { periodo, ...course } of rows) {
    if (periodos.at(-1)?.periodo !== periodo) periodos.push({ periodo, cursos: [] });
    periodos.at(-1)!.cursos.push(course);
    if (isPassing(course.nota)) creditosAprobados += course.creditos;
  }
  return { periodos, creditosAprobados };
}

/** An issued certificate as stored: what it stated when issued, and whether it was revoked. */
export interface StoredCertificate {
  code: string;
  studentId: number;
  enrolmentId: number;
  holderName: string;
  documentType: string;
  documentNumber: string;
  programme: string;
  periods: CertifiedPeriod[];
  credits: number;
  issuedAt: number;
  revokedAt: number | null;
  revokedReason: string | null;
}
