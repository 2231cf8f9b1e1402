// SQL of who reads the feed: one audience profile per enrolment or per section taught.

/** A student's enrolments, each with its state and its profile as JSON (positional: student). */
export const STUDENT_PROFILES_SQL = `SELECT e.state, json_object(
    'sede', CAST(e.campus_id AS TEXT), 'programa', CAST(e.programme_id AS TEXT),
    'periodo', (SELECT CAST(id AS TEXT) FROM periods WHERE is_current = 1),
    'producto', p.kind, 'modulo', e.cycle_code) AS profile
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  WHERE e.student_id = ? ORDER BY e.id`;

/** The profiles of the sections a teacher teaches this period, as JSON (positional: teacher). */
export const TEACHER_PROFILES_SQL = `SELECT DISTINCT 'DOCENTE' AS state, json_object(
    'sede', CAST(s.campus_id AS TEXT), 'programa', CAST(c.programme_id AS TEXT),
    'periodo', CAST(s.period_id AS TEXT), 'producto', p.kind, 'modulo', c.cycle_code) AS profile
  FROM sections s JOIN courses c ON c.id = s.course_id JOIN programmes p ON p.id = c.programme_id
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  WHERE s.teacher_id = ?`;
