// SQL of the enrolment documents (migration 042): a student's current copy of each type, its
// file, and the staff's decision. Times are epoch ms.

/** The caller's documents with their files, by type. */
export const OWN_DOCUMENTS_SQL = `SELECT d.id, d.tipo, d.estado, d.observacion,
    d.uploaded_at AS uploadedAt, d.upload_key AS uploadKey, f.name, f.extension, f.size
  FROM enrolment_documents d JOIN files f ON f.id = d.file_id
  WHERE d.student_id = ?`;

/** A file the student uploaded for their documents and no document holds yet. */
export const FREE_FILE_SQL = `SELECT f.id, f.stored_as AS storedAs FROM files f
  WHERE f.id = :fileId AND f.owner_id = :studentId AND f.purpose = 'DOCUMENTO_MATRICULA'
    AND NOT EXISTS (SELECT 1 FROM enrolment_documents d WHERE d.file_id = f.id)`;

export const CURRENT_SQL = `SELECT d.id, d.estado, d.file_id AS fileId, f.stored_as AS storedAs
  FROM enrolment_documents d JOIN files f ON f.id = d.file_id
  WHERE d.student_id = :studentId AND d.tipo = :tipo`;

export const BY_KEY_SQL = `SELECT tipo FROM enrolment_documents
  WHERE student_id = :studentId AND upload_key = :key`;

export const INSERT_SQL = `INSERT INTO enrolment_documents
    (student_id, tipo, file_id, estado, uploaded_at, upload_key)
  VALUES (:studentId, :tipo, :fileId, 'PENDIENTE', :now, :key)`;

// A new file puts the document back in the queue: the earlier decision no longer applies.
export const REPLACE_SQL = `UPDATE enrolment_documents SET file_id = :fileId, estado = 'PENDIENTE',
    observacion = NULL, uploaded_at = :now, upload_key = :key, reviewed_at = NULL,
    reviewed_by = NULL
  WHERE id = :id`;

export const DELETE_FILE_SQL = 'DELETE FROM files WHERE id = ?';

const STAFF_COLUMNS = `d.id, d.student_id AS idAlumno,
    u.paternal_surname || ' ' || u.maternal_surname || ', ' || u.first_name AS alumno,
    u.username AS usuario, u.user_code AS codigo, p.name AS programa, e.cycle_code AS ciclo,
    d.tipo, d.estado, d.observacion, d.uploaded_at AS fechaCarga, d.reviewed_at AS revisadoEn,
    CASE WHEN r.id IS NULL THEN NULL
      ELSE r.paternal_surname || ' ' || r.maternal_surname || ', ' || r.first_name END AS revisadoPor,
    f.id AS idArchivo, f.name AS archivoNombre, f.extension, f.size, f.stored_as AS storedAs,
    f.content_type AS contentType`;

const STAFF_FROM = `FROM enrolment_documents d
  JOIN users u ON u.id = d.student_id
  JOIN files f ON f.id = d.file_id
  LEFT JOIN users r ON r.id = d.reviewed_by
  LEFT JOIN enrolments e ON e.id = (SELECT e2.id FROM enrolments e2 WHERE e2.student_id = u.id
    ORDER BY e2.is_primary DESC, e2.id LIMIT 1)
  LEFT JOIN programmes p ON p.id = e.programme_id`;

const STAFF_WHERE = `WHERE (:q IS NULL OR instr(fold(u.first_name || ' ' || u.paternal_surname || ' '
      || u.maternal_surname || ' ' || u.username || ' ' || u.user_code), fold(:q)) > 0)
    AND (:estado IS NULL OR d.estado = :estado)
    AND (:tipo IS NULL OR d.tipo = :tipo)`;

/** The sortable fields of the staff's list and their SQL. */
export const SORT_COLUMNS = {
  fechaCarga: 'd.uploaded_at',
  alumno: "u.paternal_surname || ' ' || u.maternal_surname || ' ' || u.first_name",
  tipo: 'd.tipo',
  estado: 'd.estado',
  id: 'd.id',
} as const;

export const staffPageSql = (orderBy: string) =>
  `SELECT ${STAFF_COLUMNS} ${STAFF_FROM} ${STAFF_WHERE} ${orderBy} LIMIT :limit OFFSET :offset`;

export const STAFF_COUNT_SQL = `SELECT count(*) AS total ${STAFF_FROM} ${STAFF_WHERE}`;

export const STAFF_ONE_SQL = `SELECT ${STAFF_COLUMNS} ${STAFF_FROM} WHERE d.id = ?`;

export const DECIDE_SQL = `UPDATE enrolment_documents SET estado = :estado,
    observacion = :observacion, reviewed_at = :now, reviewed_by = :reviewerId
  WHERE id = :id AND estado = 'PENDIENTE' AND file_id = :fileId`;
