import type { DatabaseSync } from 'node:sqlite';
import {
  sampleContentType,
  sampleName,
  sampleSize,
  type SampleKind,
} from '../api/files/sampleFiles.ts';
import { documentsOwed, type DocumentType } from '../api/enrolmentDocuments/requiredDocuments.ts';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOneOrThrow } from '../db/query.ts';
import { COPY_SQL } from './flowTasks.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '042_enrolment_documents.sql';
const SEED = 2026;
const HOUR = 3_600_000;
/** The first-cycle students uploaded their documents in the weeks of the 2026-I enrolment. */
const UPLOADS_FROM = Date.parse('2026-03-02T14:00:00Z');
/** Sample names of their own: other seeds number theirs from 1. */
const FIRST_SAMPLE = 4_200_000;

/** How each document owed stands, drawn per document. */
const STATES: readonly { state: 'FALTA' | 'PENDIENTE' | 'OBSERVADO' | 'APROBADO'; p: number }[] = [
  { state: 'FALTA', p: 0.2 },
  { state: 'PENDIENTE', p: 0.35 },
  { state: 'OBSERVADO', p: 0.15 },
  { state: 'APROBADO', p: 0.3 },
];

/** Why the enrolment office observed a document (fiction). */
const REASONS: readonly string[] = [
  'La imagen está borrosa y no se leen los datos. Sube una foto nítida y completa.',
  'El documento está cortado en los bordes. Sube una copia donde se vea entero.',
  'El archivo corresponde a otro documento. Revisa que subas el que se solicita.',
  'El certificado no tiene la firma ni el sello del colegio. Sube la copia firmada.',
  'La foto debe tener fondo blanco y mostrar el rostro de frente, sin lentes oscuros.',
];

const FILE_NAMES: Record<DocumentType, string> = {
  DNI_ANVERSO: 'dni-anverso',
  DNI_REVERSO: 'dni-reverso',
  CARNE_EXTRANJERIA: 'carne-extranjeria',
  PASAPORTE: 'pasaporte',
  CERTIFICADO_SECUNDARIA: 'certificado-secundaria',
  FOTO_CARNE: 'foto-carne',
};

// Generated first-cycle students: the spare accounts (alumno1 … alumno8, and 041's newcomers
// ingresante… and extension…, whose flow goes on to the documents) and the demo ones keep no
// documents, so e2e flows and the README's stories start from nothing.
const STUDENTS_SQL = `SELECT u.id, u.document_type AS documentType, p.kind
  FROM users u
  JOIN enrolments e ON e.id = (SELECT e2.id FROM enrolments e2 WHERE e2.student_id = u.id
    ORDER BY e2.is_primary DESC, e2.id LIMIT 1)
  JOIN programmes p ON p.id = e.programme_id
  WHERE u.tip = 1 AND e.cycle_code = 'CI' AND u.username NOT GLOB 'alumno*'
    AND u.username NOT GLOB 'ingresante[0-9]*' AND u.username NOT GLOB 'extension[0-9]*'
  ORDER BY u.id`;

function drawState(value: number) {
  let sum = 0;
  for (const { state, p } of STATES) {
    sum += p;
    if (value < sum) return state;
  }
  return 'APROBADO';
}

/** 042's demo data: first-cycle students' documents in every state, and their task. */
export function seedEnrolmentDocuments(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const reviewer = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'colaborador'",
  );
  const insertFile = db.prepare(`INSERT INTO files (owner_id, purpose, name, extension,
      content_type, size, stored_as, created_at)
    VALUES (?, 'DOCUMENTO_MATRICULA', ?, ?, ?, ?, ?, ?)`);
  const insertDocument = db.prepare(`INSERT INTO enrolment_documents (student_id, tipo, file_id,
      estado, observacion, uploaded_at, upload_key, reviewed_at, reviewed_by)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const copy = db.prepare(COPY_SQL);
  let samples = FIRST_SAMPLE;
  const students = queryAll<{ id: number; documentType: string | null; kind: string }>(
    db,
    STUDENTS_SQL,
  );
  for (const student of students) {
    let complete = true;
    let last = UPLOADS_FROM;
    for (const tipo of documentsOwed(student.documentType, student.kind)) {
      const state = drawState(random.next());
      if (state === 'FALTA') {
        complete = false;
        continue;
      }
      const kind: SampleKind = tipo === 'FOTO_CARNE' || random.chance(0.4) ? 'png' : 'pdf';
      const uploadedAt = UPLOADS_FROM + random.int(0, 18 * 24) * HOUR;
      last = Math.max(last, uploadedAt);
      const fileId = insertRow(
        insertFile,
        student.id,
        `${FILE_NAMES[tipo]}.${kind}`,
        kind,
        sampleContentType(kind),
        sampleSize(kind),
        sampleName(kind, (samples += 1)),
        uploadedAt,
      );
      const reviewed = state !== 'PENDIENTE';
      if (state === 'OBSERVADO') complete = false;
      insertDocument.run(
        student.id,
        tipo,
        fileId,
        state,
        state === 'OBSERVADO' ? random.pick(REASONS) : null,
        uploadedAt,
        `seed-${student.id}-${tipo}`,
        reviewed ? uploadedAt + random.int(4, 72) * HOUR : null,
        reviewed ? reviewer.id : null,
      );
    }
    copy.run({
      userId: student.id,
      audiencia: 'ESTUDIANTES',
      modulo: 'subirDocumentos',
      completedAt: complete ? last + HOUR : null,
    });
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedEnrolmentDocuments };
