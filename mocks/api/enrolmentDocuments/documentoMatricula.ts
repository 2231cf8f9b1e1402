import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { iso } from '../admin/crud.ts';
import { filterText, orderBy, readListQuery, setContentRange } from '../admin/simpleRest.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import {
  DOCUMENT_NAMES,
  DOCUMENT_RULE,
  documentsOwedBy,
  type DocumentType,
} from './requiredDocuments.ts';
import { enrolmentDocumentTexts as t } from './texts.ts';
import { ApiError, badRequest, forbidden, notFound } from '../errors.ts';
import { attachment } from '../files/attachment.ts';
import { safeContentType } from '../files/fileRules.ts';
import { notify } from '../notifications/notify.ts';
import { ok } from '../respond.ts';
import { completeStep } from '../tasks/completeStep.ts';
import { reopenStep } from '../tasks/reopenStep.ts';
import {
  BY_KEY_SQL,
  CURRENT_SQL,
  DECIDE_SQL,
  DELETE_FILE_SQL,
  FREE_FILE_SQL,
  INSERT_SQL,
  OWN_DOCUMENTS_SQL,
  REPLACE_SQL,
  SORT_COLUMNS,
  STAFF_COUNT_SQL,
  STAFF_ONE_SQL,
  staffPageSql,
} from './documentoMatricula.sql.ts';

// The enrolment documents (issue 34; openapi/main/documentoMatricula.yaml says why staff review
// them in a list of their own): the student's required set decided from the data, uploads that
// replace the previous file, and the staff's approval or observation.

type StudentDocument = components['schemas']['DocumentoMatriculaAlumno'];
type StaffDocument = components['schemas']['DocumentoMatricula'];

/** The task the flow gives students for their documents (mocks/seed/taskSeeds.ts). */
export const DOCUMENTS_TASK = 'subirDocumentos';

interface OwnRow {
  id: number;
  tipo: DocumentType;
  estado: NonNullable<StudentDocument['estado']>;
  observacion: string | null;
  uploadedAt: number;
  name: string;
  extension: string;
  size: number;
}

interface StaffRow {
  id: number;
  idAlumno: number;
  alumno: string;
  usuario: string;
  codigo: string;
  programa: string | null;
  ciclo: string | null;
  tipo: DocumentType;
  estado: StaffDocument['estado'];
  observacion: string | null;
  fechaCarga: number;
  revisadoEn: number | null;
  revisadoPor: string | null;
  idArchivo: number;
  archivoNombre: string;
  extension: string;
  size: number;
  storedAs: string;
  contentType: string;
}

const toStudentDocument = (tipo: DocumentType, row: OwnRow | undefined): StudentDocument => ({
  tipo,
  nombre: DOCUMENT_NAMES[tipo],
  formatos: [...DOCUMENT_RULE.extensions],
  tamanoMaximo: DOCUMENT_RULE.maxBytes,
  id: row?.id ?? null,
  estado: row?.estado ?? null,
  observacion: row?.observacion ?? null,
  fechaCarga: row ? iso(row.uploadedAt) : null,
  archivo: row ? { nombre: row.name, extension: row.extension, tamano: row.size } : null,
});

/** The documents `studentId` owes, each with the copy they uploaded. */
function ownDocuments(db: DatabaseSync, studentId: number): StudentDocument[] {
  const rows = new Map(
    queryAll<OwnRow>(db, OWN_DOCUMENTS_SQL, studentId).map((row) => [row.tipo, row]),
  );
  return documentsOwedBy(db, studentId).map((tipo) => toStudentDocument(tipo, rows.get(tipo)));
}

const summary = (documentos: StudentDocument[]) => {
  const faltantes = documentos.filter((d) => d.estado === null).length;
  const observados = documentos.filter((d) => d.estado === 'OBSERVADO').length;
  return { documentos, faltantes, observados, completo: faltantes === 0 && observados === 0 };
};

const toStaffDocument = (row: StaffRow): StaffDocument => ({
  id: row.id,
  idAlumno: row.idAlumno,
  alumno: row.alumno,
  usuario: row.usuario,
  codigo: row.codigo,
  programa: row.programa,
  ciclo: row.ciclo,
  tipo: row.tipo,
  nombre: DOCUMENT_NAMES[row.tipo],
  estado: row.estado,
  observacion: row.observacion,
  fechaCarga: iso(row.fechaCarga),
  revisadoEn: row.revisadoEn === null ? null : iso(row.revisadoEn),
  revisadoPor: row.revisadoPor,
  archivo: {
    idArchivo: row.idArchivo,
    nombre: row.archivoNombre,
    extension: row.extension,
    tamano: row.size,
  },
});

const staffRow = (db: DatabaseSync, id: number): StaffRow => {
  const row = queryOne<StaffRow>(db, STAFF_ONE_SQL, id);
  if (!row) throw notFound();
  return row;
};

const SORTABLE = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

/**
 * Decides a pending document on the file the reviewer looked at: a document decided meanwhile is
 * 400, one whose file the student replaced meanwhile is 409.
 */
function decide(
  context: HandlerContext<{ id: number }>,
  fileId: number,
  observacion: string | null,
): StaffRow {
  const { db, clock } = context.services;
  const before = staffRow(db, context.params.id);
  if (before.estado !== 'PENDIENTE') throw badRequest({ estado: [t.notPending] });
  if (before.idArchivo !== fileId) throw new ApiError(409, 'File replaced', t.replaced);
  db.prepare(DECIDE_SQL).run({
    id: before.id,
    fileId,
    estado: observacion === null ? 'APROBADO' : 'OBSERVADO',
    observacion,
    now: clock(),
    reviewerId: signedIn(context).idu,
  });
  return staffRow(db, before.id);
}

export const documentoMatriculaHandlers = {
  listarDocumentosMatriculaAlumno: (context) =>
    ok(summary(ownDocuments(context.services.db, signedIn(context).idu))),

  subirDocumentoMatricula: (context) => {
    const { db, clock, files } = context.services;
    const studentId = signedIn(context).idu;
    const { tipo } = context.params;
    const { claveIdempotencia: key, idArchivo } = context.body;
    const answer = () => {
      const document = ownDocuments(db, studentId).find((d) => d.tipo === tipo);
      if (!document) throw badRequest({ tipo: [t.notOwed] });
      return ok(document, t.uploaded);
    };
    // spec: creates take an idempotency key; a retry answers what the first one did.
    if (queryOne(db, BY_KEY_SQL, { studentId, key })) return answer();
    if (!documentsOwedBy(db, studentId).includes(tipo)) throw badRequest({ tipo: [t.notOwed] });
    const removed = inTransaction(db, () => {
      const current = queryOne<{ id: number; estado: string; fileId: number; storedAs: string }>(
        db,
        CURRENT_SQL,
        { studentId, tipo },
      );
      if (current?.estado === 'APROBADO') throw badRequest({ tipo: [t.approvedStays] });
      const file = queryOne<{ id: number }>(db, FREE_FILE_SQL, { fileId: idArchivo, studentId });
      if (!file) throw badRequest({ idArchivo: [t.notYourFile] });
      const now = clock();
      if (current) {
        db.prepare(REPLACE_SQL).run({ id: current.id, fileId: file.id, now, key });
        db.prepare(DELETE_FILE_SQL).run(current.fileId);
      } else {
        db.prepare(INSERT_SQL).run({ studentId, tipo, fileId: file.id, now, key });
      }
      if (summary(ownDocuments(db, studentId)).completo)
        completeStep(db, studentId, DOCUMENTS_TASK, now);
      return current?.storedAs ?? null;
    });
    // The bytes go once the rows that pointed at them are gone for good.
    if (removed) files.remove(removed);
    return answer();
  },

  descargarDocumentoMatricula: (context) => {
    const { db, files } = context.services;
    const row = staffRow(db, context.params.id);
    const caller = signedIn(context);
    // A student reads their own documents; staff (admin-type, the operation's other role) any.
    if (caller.tip === 1 && row.idAlumno !== caller.idu) throw forbidden();
    context.reply
      .type(safeContentType(row.contentType))
      .header('content-disposition', attachment(row.archivoNombre))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return files.read(row.storedAs);
  },

  listarDocumentosMatricula: ({ query, services, reply }) => {
    const { sort, first, last, filter } = readListQuery(
      { sort: '["fechaCarga","ASC"]', ...query },
      SORTABLE,
    );
    const where = {
      q: filterText(filter.q),
      estado: filterText(filter.estado),
      tipo: filterText(filter.tipo),
    };
    const rows = queryAll<StaffRow>(
      services.db,
      staffPageSql(orderBy(SORT_COLUMNS, sort.field, sort.order, 'd.id')),
      { ...where, limit: last - first + 1, offset: first },
    );
    const { total } = queryOneOrThrow<{ total: number }>(services.db, STAFF_COUNT_SQL, where);
    setContentRange(reply, 'documentos-matricula', first, rows.length, total);
    return rows.map(toStaffDocument);
  },

  obtenerDocumentoMatricula: (context) =>
    toStaffDocument(staffRow(context.services.db, context.params.id)),

  aprobarDocumentoMatricula: (context) => {
    const { db } = context.services;
    const row = inTransaction(db, () => decide(context, context.body.idArchivo, null));
    return ok(toStaffDocument(row), t.approved);
  },

  observarDocumentoMatricula: (context) => {
    const { db } = context.services;
    const { idArchivo, observacion } = context.body;
    const row = inTransaction(db, () => {
      const decided = decide(context, idArchivo, observacion);
      // The student has a document to replace: their task is open again, and they are told.
      reopenStep(db, decided.idAlumno, DOCUMENTS_TASK);
      notify(context.services, decided.idAlumno, {
        type: 'ADMINISTRATIVO',
        subtype: 'DOCUMENTO_OBSERVADO',
        title: t.notification.title,
        subtitle: DOCUMENT_NAMES[decided.tipo],
        description: t.notification.description(DOCUMENT_NAMES[decided.tipo], observacion),
        linkName: t.notification.linkName,
        link: '/subir-documentos',
        icon: 'tramite',
      });
      return decided;
    });
    return ok(toStaffDocument(row), t.observed);
  },
} satisfies Partial<ServiceHandlers<operations>>;
