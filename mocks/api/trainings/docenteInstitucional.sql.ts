// SQL of the institute's pages for teachers and the teachers' alerts on students (issue 16,
// migration 033). Alerts are read and written only for the caller (:teacherId).

import { fullNameSql } from '../../db/fullName.sql.ts';

export const PAGE_SQL = `SELECT slug, title AS titulo, summary AS resumen
  FROM institutional_pages WHERE slug = :slug`;

export const SECTIONS_SQL = `SELECT title AS titulo, body FROM institutional_sections
  WHERE page_slug = :slug ORDER BY ordinal`;

export const DOCUMENTS_SQL = `SELECT id AS idDocumento, code AS codigo, name AS nombre, version,
    issued_on AS fecha, summary AS resumen
  FROM institutional_documents WHERE page_slug = :slug ORDER BY ordinal`;

export const DOCUMENT_SQL = `SELECT d.code AS codigo, d.name AS nombre, d.version,
    d.issued_on AS fecha, d.summary AS resumen, p.title AS pagina
  FROM institutional_documents d JOIN institutional_pages p ON p.slug = d.page_slug
  WHERE d.id = :documentId`;

const ALERT_COLUMNS = `a.id AS idAlerta, a.created_at AS createdAt,
    ${fullNameSql('u')} AS estudiante, e.code AS codigoEstudiante, a.section_id AS idSeccion,
    c.name AS curso, s.group_code AS codigoGrupo, a.reason AS motivo, a.comment AS comentario,
    a.status AS estado`;

const ALERT_FROM = `FROM student_alerts a JOIN enrolments e ON e.id = a.enrolment_id
  JOIN users u ON u.id = e.student_id JOIN sections s ON s.id = a.section_id
  JOIN courses c ON c.id = s.course_id`;

export const ALERTS_SQL = {
  page: `SELECT ${ALERT_COLUMNS} ${ALERT_FROM} WHERE a.teacher_id = :teacherId
    ORDER BY a.created_at DESC, a.id DESC LIMIT :limit OFFSET :offset`,
  count: 'SELECT count(*) AS total FROM student_alerts WHERE teacher_id = :teacherId',
};

export const ALERT_SQL = `SELECT ${ALERT_COLUMNS} ${ALERT_FROM} WHERE a.id = :alertId`;

/** The section with its teacher and whether it runs this period, for the owner check. */
export const ALERT_SECTION_SQL = `SELECT s.teacher_id AS teacherId, p.is_current AS isCurrent
  FROM sections s JOIN periods p ON p.id = s.period_id WHERE s.id = :sectionId`;

export const SEATED_SQL = `SELECT EXISTS (SELECT 1 FROM section_students
  WHERE section_id = :sectionId AND enrolment_id = :enrolmentId) AS seated`;

export const OPEN_ALERT_SQL = `SELECT EXISTS (SELECT 1 FROM student_alerts
  WHERE section_id = :sectionId AND enrolment_id = :enrolmentId AND reason = :reason
    AND status <> 'ATENDIDA') AS open`;

export const INSERT_ALERT_SQL = `INSERT INTO student_alerts (teacher_id, section_id,
    enrolment_id, reason, comment, created_at)
  VALUES (:teacherId, :sectionId, :enrolmentId, :reason, :comment, :now)`;
