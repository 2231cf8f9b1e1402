// SQL of substitute evaluations (migration 027): the windows of the current period, the INSEVASUS
// requests each one gathers, and the grades recorded.

import { fullNameSql as person } from '../../db/fullName.sql.ts';

const WINDOW_COLUMNS = `w.id, w.version, w.course_id AS courseId, c.name AS course,
    p.name AS programme, w.opens_at AS opensAt, w.closes_at AS closesAt`;
const WINDOW_FROM = `FROM substitute_windows w JOIN courses c ON c.id = w.course_id
  JOIN programmes p ON p.id = c.programme_id`;

export const WINDOWS_SQL = `SELECT ${WINDOW_COLUMNS} ${WINDOW_FROM}
  WHERE w.period_id = :periodId ORDER BY w.closes_at, c.name`;

export const WINDOW_SQL = `SELECT ${WINDOW_COLUMNS}, w.period_id AS periodId ${WINDOW_FROM}
  WHERE w.id = :id`;

/** The windows whose course the teacher teaches this period. */
export const TEACHER_WINDOWS_SQL = `SELECT ${WINDOW_COLUMNS} ${WINDOW_FROM}
  WHERE w.period_id = :periodId AND EXISTS (SELECT 1 FROM sections s
    WHERE s.course_id = w.course_id AND s.period_id = w.period_id AND s.teacher_id = :teacherId)
  ORDER BY w.closes_at, c.name`;

// An INSEVASUS request names its course in its CURSO answer (of whichever requirement version it
// was filed under); the requester sits the exam in their section of that course this period.
const REQUESTS_OF_COURSE = `FROM procedure_requests r
  JOIN procedure_types t ON t.id = r.type_id AND t.code = 'INSEVASUS'
  JOIN procedure_answers a ON a.request_id = r.id
  JOIN procedure_requirements q ON q.id = a.requirement_id AND q.field_type = 'CURSO'
  JOIN section_students ss ON ss.enrolment_id = r.enrolment_id
  JOIN sections s ON s.id = ss.section_id AND s.period_id = :periodId
    AND CAST(s.course_id AS TEXT) = a.value`;

export const STUDENTS_SQL = `SELECT r.id AS idSolicitud, ${person('u')} AS estudiante,
    e.code AS codigo, s.group_code AS seccion, s.id AS sectionId, r.enrolment_id AS enrolmentId,
    s.teacher_id AS teacherId, CASE WHEN tu.id IS NULL THEN NULL ELSE ${person('tu')} END AS docente,
    g.grade AS nota, g.previous_score AS notaReemplazada, si.name AS evaluacionReemplazada,
    g.source AS registradaPor
  ${REQUESTS_OF_COURSE}
  JOIN users u ON u.id = r.requester_id
  JOIN enrolments e ON e.id = r.enrolment_id
  LEFT JOIN users tu ON tu.id = s.teacher_id
  LEFT JOIN substitute_grades g ON g.request_id = r.id
  LEFT JOIN score_items si ON si.id = g.score_item_id
  WHERE r.state <> 'RECHAZADO' AND s.course_id = :courseId
    AND (:teacherId IS NULL OR s.teacher_id = :teacherId)
    AND (:requestId IS NULL OR r.id = :requestId)
  ORDER BY estudiante, r.id`;

/** Courses with requests this period and no window yet. */
export const PENDING_SQL = `SELECT c.id AS idCurso, c.name AS curso, p.name AS programa,
    count(DISTINCT r.id) AS solicitudes
  ${REQUESTS_OF_COURSE}
  JOIN courses c ON c.id = s.course_id JOIN programmes p ON p.id = c.programme_id
  WHERE r.state <> 'RECHAZADO' AND NOT EXISTS (SELECT 1 FROM substitute_windows w
    WHERE w.period_id = :periodId AND w.course_id = s.course_id)
  GROUP BY c.id ORDER BY c.name`;

export const COURSE_IN_PERIOD_SQL = `SELECT EXISTS (SELECT 1 FROM sections
  WHERE course_id = :courseId AND period_id = :periodId) AS found`;

export const WINDOW_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM substitute_windows
  WHERE course_id = :courseId AND period_id = :periodId) AS found`;

export const INSERT_WINDOW_SQL = `INSERT INTO substitute_windows (period_id, course_id, opens_at,
    closes_at, created_by, updated_at)
  VALUES (:periodId, :courseId, :opensAt, :closesAt, :userId, :at)`;

export const MOVE_WINDOW_SQL = `UPDATE substitute_windows SET opens_at = :opensAt,
    closes_at = :closesAt, version = version + 1, updated_at = :at
  WHERE id = :id AND version = :version`;

export const GRADE_OF_REQUEST_SQL = `SELECT id, score_item_id AS scoreItemId
  FROM substitute_grades WHERE request_id = :requestId`;

// The lowest graded evaluation ('NSP' counts 0; ungraded ones have nothing to replace).
export const LOWEST_SCORE_SQL = `SELECT id, score FROM score_items
  WHERE section_id = :sectionId AND enrolment_id = :enrolmentId AND score IS NOT NULL
    AND is_substitute = 0
  ORDER BY CASE WHEN score = 'NSP' THEN 0 ELSE CAST(score AS REAL) END, position LIMIT 1`;

export const SET_SCORE_SQL = `UPDATE score_items SET score = :grade, state_graphic = :graphic,
    is_substitute = 1 WHERE id = :id`;

export const INSERT_GRADE_SQL = `INSERT INTO substitute_grades (request_id, window_id,
    score_item_id, previous_score, grade, source, entered_by, entered_at)
  VALUES (:requestId, :windowId, :scoreItemId, :previous, :grade, :source, :userId, :at)`;

export const UPDATE_GRADE_SQL = `UPDATE substitute_grades SET grade = :grade, source = :source,
    entered_by = :userId, entered_at = :at WHERE id = :id`;
