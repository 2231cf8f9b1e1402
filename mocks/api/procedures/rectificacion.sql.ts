// RECTINOTA cases: each request with its answers, the teacher's section of the course, the
// student seated there and their evaluations, and the rectification once applied.

export const ALLOWED_SQL = `SELECT EXISTS (SELECT 1 FROM rectification_allowlist
  WHERE username = ?) AS allowed`;

export const ALLOWLIST_SQL = 'SELECT username FROM rectification_allowlist ORDER BY position';

export const SUPERADMINS_SQL = `SELECT u.username FROM users u
  JOIN superadmin_allowlist a ON a.username = u.username
  WHERE u.is_admin = 1 AND u.is_active = 1`;

// Open cases first, oldest first; then the resolved ones, newest first.
export const CASES_SQL = `SELECT r.id AS idSolicitud, r.version, r.state AS estado,
    r.filed_at AS filedAt, r.requester_id AS teacherId,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS docente
  FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
    JOIN users u ON u.id = r.requester_id
  WHERE t.code = 'RECTINOTA' AND (:id IS NULL OR r.id = :id)
  ORDER BY r.state IN ('APROBADO', 'RECHAZADO'),
    CASE WHEN r.state IN ('APROBADO', 'RECHAZADO') THEN -r.updated_at ELSE r.filed_at END`;

export const ANSWERS_SQL = `SELECT a.value, a.label, q.field_type AS fieldType
  FROM procedure_answers a JOIN procedure_requirements q ON q.id = a.requirement_id
  WHERE a.request_id = ? AND q.field_type IS NOT NULL ORDER BY q.position`;

export const SECTION_SQL = `SELECT s.id FROM sections s
  WHERE s.course_id = :courseId AND s.teacher_id = :teacherId
    AND s.period_id = (SELECT id FROM periods WHERE is_current = 1)
  ORDER BY s.id LIMIT 1`;

export const STUDENT_SQL = `SELECT e.id AS enrolmentId,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS name
  FROM enrolments e JOIN users u ON u.id = e.student_id
    JOIN section_students ss ON ss.enrolment_id = e.id AND ss.section_id = :sectionId
  WHERE e.code = :code`;

export const SCORES_SQL = `SELECT id AS idNota, name AS nombre, score AS nota FROM score_items
  WHERE section_id = :sectionId AND enrolment_id = :enrolmentId ORDER BY position`;

export const RECTIFICATION_SQL = `SELECT g.score_item_id AS idNota, si.name AS evaluacion,
    g.previous_score AS notaAnterior, g.new_score AS notaNueva, g.comment AS comentario,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS aplicadoPor,
    g.applied_at AS appliedAt
  FROM grade_rectifications g JOIN score_items si ON si.id = g.score_item_id
    JOIN users u ON u.id = g.applied_by
  WHERE g.request_id = ?`;

export const UPDATE_SCORE_SQL = `UPDATE score_items SET score = :score, state_graphic = :graphic
  WHERE id = :id`;

export const INSERT_RECTIFICATION_SQL = `INSERT INTO grade_rectifications (request_id,
    score_item_id, previous_score, new_score, comment, applied_by, applied_at)
  VALUES (:requestId, :scoreItemId, :previous, :score, :comment, :appliedBy, :at)`;

export const CLEAR_ALLOWLIST_SQL = 'DELETE FROM rectification_allowlist';
export const ADD_ALLOWED_SQL =
  'INSERT INTO rectification_allowlist (username, position) VALUES (?, ?)';
