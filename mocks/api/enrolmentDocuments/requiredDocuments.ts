import type { DatabaseSync } from 'node:sqlite';
import type { TipoDocumentoMatricula } from '../../../generated/main/model/index.ts';
import { ENROLMENT_DOCUMENT_NAMES } from '../../../src/lib/enrolmentDocuments/documentNames.ts';
import { queryOne } from '../../db/query.ts';
import { PURPOSES } from '../files/fileRules.ts';
import { STUDENT_SQL } from './requiredDocuments.sql.ts';

// Which enrolment documents a student owes (issue 34), decided from the data: the identity
// document by users.document_type, and for a career the certificate and the photo.

export type DocumentType = TipoDocumentoMatricula;

/** Each type's name as the enrolment office says it (shared with the staff's list). */
export const DOCUMENT_NAMES = ENROLMENT_DOCUMENT_NAMES;

/** What every document accepts: the DOCUMENTO_MATRICULA upload purpose. */
export const DOCUMENT_RULE = PURPOSES.DOCUMENTO_MATRICULA;

const IDENTITY: Readonly<Record<string, readonly DocumentType[]>> = {
  DNI: ['DNI_ANVERSO', 'DNI_REVERSO'],
  CE: ['CARNE_EXTRANJERIA'],
  PASAPORTE: ['PASAPORTE'],
};

const CAREER: readonly DocumentType[] = ['CERTIFICADO_SECUNDARIA', 'FOTO_CARNE'];

/** The types owed by a student with this document and programme kind, in the office's order. */
export function documentsOwed(documentType: string | null, kind: string | null): DocumentType[] {
  // A student whose document type was never recorded is a Peruvian one: DNI.
  const identity = IDENTITY[documentType ?? 'DNI'] ?? IDENTITY.DNI!;
  return [...identity, ...(kind === 'CARRERA' ? CAREER : [])];
}

/** The types `studentId` owes, read from their data. */
export function documentsOwedBy(db: DatabaseSync, studentId: number): DocumentType[] {
  const row = queryOne<{ documentType: string | null; kind: string | null }>(
    db,
    STUDENT_SQL,
    studentId,
  );
  return row ? documentsOwed(row.documentType, row.kind) : [];
}
