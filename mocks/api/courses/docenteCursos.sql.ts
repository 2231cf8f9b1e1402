// SQL of a teacher's classes (issue 16). Every query starts from the caller's own sections
// (sections.teacher_id): nothing of another teacher's class is reachable from here.

import { fullNameSql } from '../../db/fullName.sql.ts';
import { visibleContactSql } from '../../db/visibleContact.sql.ts';
import { TIMETABLE } from './cursos.sql.ts';
import { countsForSeatSql } from './seatedSessions.sql.ts';

const SECTION_COLUMNS = `s.id AS idSeccion, c.name AS nombre, c.slug, c.credits AS creditos,
    p.id AS idProducto, p.name AS nombreProducto, p.kind = 'EXTENSION' AS isExtension,
    c.cycle_code AS codigoModulo, cy.name AS nombreModulo, s.group_code AS codigoGrupo,
    pe.code AS codigoPeriodo, ca.name AS sede, s.modality AS modalidad,
    s.is_async AS esAsincronico, ${TIMETABLE} AS horarios,
    (SELECT count(*) FROM section_students ss WHERE ss.section_id = s.id) AS estudiantes,
    CASE WHEN s.show_moodle = 1 THEN s.moodle_url END AS moodleURL,
    s.starts_on AS fechaInicio, s.ends_on AS fechaFin, s.teacher_id AS teacherId,
    s.course_id AS courseId, pe.is_current AS isCurrent`;

const SECTION_FROM = `FROM sections s JOIN courses c ON c.id = s.course_id
  JOIN programmes p ON p.id = c.programme_id JOIN cycles cy ON cy.code = c.cycle_code
  JOIN periods pe ON pe.id = s.period_id JOIN campuses ca ON ca.id = s.campus_id`;

export const TEACHER_SECTIONS_SQL = `SELECT ${SECTION_COLUMNS} ${SECTION_FROM}
  WHERE s.teacher_id = :teacherId AND pe.is_current = 1
  ORDER BY p.id, cy.ordinal, c.name, s.group_code`;

/** Any section, with its teacher, for the owner check. */
export const SECTION_SQL = `SELECT ${SECTION_COLUMNS} ${SECTION_FROM} WHERE s.id = :sectionId`;

export const HELD_SQL = `SELECT count(*) AS held FROM class_sessions
  WHERE section_id = :sectionId AND starts_at <= :now`;

/** The section's evaluation plan: the positions, names and weights its score items share. */
export const PLAN_SQL = `SELECT DISTINCT position AS orden, name AS nombre, percentage AS porcentaje
  FROM score_items WHERE section_id = :sectionId ORDER BY position`;

/** A student's classes held so far that count for their seat `ss`, marked `status` or not. */
const seatSessions = (status?: string) => `(SELECT count(*) FROM class_sessions cs
      ${status ? 'JOIN attendance_marks m ON m.session_id = cs.id AND m.user_id = u.id' : ''}
      WHERE cs.section_id = ss.section_id AND cs.starts_at <= :now
        AND ${countsForSeatSql('cs', 'ss')}${status ? ` AND m.status = '${status}'` : ''})`;

/**
 * The seated students with their marks over the sessions held since each took their seat (a
 * newcomer is not absent from the classes before them, as the absence alert counts, issue 54).
 */
export const ROSTER_SQL = `SELECT e.id AS idMatricula, e.code AS codigo,
    ${fullNameSql('u')} AS nombre, u.photo_url AS foto, ${visibleContactSql('u')},
    ${seatSessions()} AS held, ${seatSessions('A')} AS present, ${seatSessions('T')} AS late,
    ${seatSessions('J')} AS justified
  FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
  JOIN users u ON u.id = e.student_id
  WHERE ss.section_id = :sectionId
  ORDER BY u.paternal_surname, u.maternal_surname, u.first_name`;

export const SECTION_SCORES_SQL = `SELECT enrolment_id AS enrolmentId, position, score,
    percentage, is_substitute AS isSubstitute
  FROM score_items WHERE section_id = :sectionId ORDER BY enrolment_id, position`;

const SESSION_COUNTS = (status: string) => `(SELECT count(*) FROM attendance_marks m
    JOIN section_students ss ON ss.section_id = cs.section_id
    JOIN enrolments e ON e.id = ss.enrolment_id
    WHERE m.session_id = cs.id AND m.user_id = e.student_id AND m.status = '${status}'
      AND ${countsForSeatSql('cs', 'ss')})`;

export const SESSIONS_SQL = {
  page: `SELECT cs.id AS idSesion, cs.number AS numero, cs.starts_at AS startsAt,
      cs.ends_at AS endsAt, cs.modality AS modalidad,
      ${SESSION_COUNTS('A')} AS asistencias, ${SESSION_COUNTS('T')} AS tardanzas,
      ${SESSION_COUNTS('F')} AS faltas, ${SESSION_COUNTS('J')} AS justificadas,
      (SELECT count(*) FROM section_students ss WHERE ss.section_id = cs.section_id
        AND ${countsForSeatSql('cs', 'ss')}) AS seated,
      EXISTS (SELECT 1 FROM attendance_marks m WHERE m.session_id = cs.id
        AND m.user_id = (SELECT teacher_id FROM sections WHERE id = cs.section_id)
        AND m.status IN ('A', 'T')) AS marcoDocente
    FROM class_sessions cs WHERE cs.section_id = :sectionId
    ORDER BY cs.starts_at DESC LIMIT :limit OFFSET :offset`,
  count: 'SELECT count(*) AS total FROM class_sessions WHERE section_id = :sectionId',
};

/** The caller's sections of a course in past periods, the latest first. */
export const PAST_SECTIONS_SQL = `SELECT s.id AS idSeccion, pe.code AS codigoPeriodo,
    s.group_code AS codigoGrupo, ca.name AS sede
  FROM sections s JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 0
  JOIN campuses ca ON ca.id = s.campus_id
  WHERE s.course_id = :courseId AND s.teacher_id = :teacherId
  ORDER BY pe.starts_on DESC, s.group_code`;

/** A past section's students with their final grade of the course in that period. */
export const PAST_ROSTER_SQL = `SELECT e.code AS codigo, ${fullNameSql('u')} AS nombre,
    h.grade AS nota
  FROM sections s JOIN section_students ss ON ss.section_id = s.id
  JOIN enrolments e ON e.id = ss.enrolment_id JOIN users u ON u.id = e.student_id
  LEFT JOIN course_history h ON h.enrolment_id = e.id AND h.course_id = s.course_id
    AND h.period_id = s.period_id
  WHERE s.id = :sectionId
  ORDER BY u.paternal_surname, u.maternal_surname, u.first_name`;
