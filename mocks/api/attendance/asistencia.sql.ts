// Today's classes of one caller (spec §3 Current class): `:userId` is the student or the teacher,
// `:from` and `:to` the Lima day's bounds. Whether the caller belongs to the class is one
// predicate per role, joined in by the handler.

const CLASS_COLUMNS = `cs.id AS idSesion, cs.section_id AS idSeccion, cs.schedule_id AS idHorario,
    cs.number AS sesion, cs.starts_at AS startsAt, cs.ends_at AS endsAt, cs.modality,
    cs.is_async AS isAsync, cs.room AS aula, cs.teams_url AS linkTeams,
    cs.bottom_tope AS bottomTope, cs.top_tope AS topTope, cs.late_tope AS lateTope,
    cs.is_substitute_evaluation AS isSubstitute, c.name AS nombreCurso,
    s.group_code AS grupoCodigo, ca.name AS campus, s.teacher_id AS teacherId,
    coalesce(t.first_name || ' ' || t.paternal_surname || ' ' || t.maternal_surname, '') AS docenteNombre,
    m.status, m.marked_at AS markedAt, tm.marked_at AS teacherMarkedAt`;

const CLASS_FROM = `FROM class_sessions cs JOIN sections s ON s.id = cs.section_id
    JOIN courses c ON c.id = s.course_id JOIN campuses ca ON ca.id = s.campus_id
    LEFT JOIN users t ON t.id = s.teacher_id
    LEFT JOIN attendance_marks m ON m.session_id = cs.id AND m.user_id = :userId
    LEFT JOIN attendance_marks tm ON tm.session_id = cs.id AND tm.user_id = s.teacher_id`;

export const STUDENT_SEAT = `EXISTS (SELECT 1 FROM section_students ss
    JOIN enrolments e ON e.id = ss.enrolment_id
    WHERE ss.section_id = s.id AND e.student_id = :userId)`;

export const TEACHES = 's.teacher_id = :userId';

export const todaysClassesSql = (member: string) => `SELECT ${CLASS_COLUMNS} ${CLASS_FROM}
  WHERE cs.starts_at >= :from AND cs.starts_at < :to AND ${member}
  ORDER BY cs.starts_at, cs.id`;

/** One class by id, with whether `:userId` belongs to it under the role's predicate. */
export const classSql = (member: string) => `SELECT ${CLASS_COLUMNS}, ${member} AS isMember
  ${CLASS_FROM} WHERE cs.id = :idSesion`;

export const INSERT_MARK_SQL = `INSERT INTO attendance_marks (session_id, user_id, status,
    marked_at, ip, source) VALUES (:sessionId, :userId, :status, :markedAt, :ip, 'WEB')
  ON CONFLICT (session_id, user_id) DO NOTHING`;

export const CAMPUS_NETWORKS_SQL = 'SELECT cidr FROM campus_networks';

export const COMPLETE_ABSENCE_ALERT_SQL = `UPDATE user_tasks
  SET completed_at = coalesce(completed_at, :now) WHERE id = :idTask`;

export const ABSENCE_ALERT_SQL = `SELECT user_id AS userId FROM user_tasks
  WHERE id = :idTask AND modulo = 'inasistenciaAlerta'`;
