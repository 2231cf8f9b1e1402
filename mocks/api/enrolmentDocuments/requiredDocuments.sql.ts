// SQL of which enrolment documents a student owes (issue 34).

/**
 * A student's identity document type and the kind of their primary enrolment's programme
 * (positional: the student).
 */
export const STUDENT_SQL = `SELECT u.document_type AS documentType,
    (SELECT p.kind FROM enrolments e JOIN programmes p ON p.id = e.programme_id
      WHERE e.student_id = u.id ORDER BY e.is_primary DESC, e.id LIMIT 1) AS kind
  FROM users u WHERE u.id = ?`;
