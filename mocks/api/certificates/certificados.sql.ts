// The study certificate's SQL (migration 054): the caller's career enrolments.

/** The student's career enrolments (extension programmes have no study certificate). */
export const CAREER_ENROLMENTS_SQL = `SELECT e.id, p.name AS programme, e.state, e.student_id AS studentId
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id AND p.kind = 'CARRERA'
  WHERE e.student_id = :studentId ORDER BY e.is_primary DESC, e.id`;

/** One enrolment's owner and kind. */
export const ENROLMENT_SQL = `SELECT e.student_id AS studentId, p.kind FROM enrolments e
  JOIN programmes p ON p.id = e.programme_id WHERE e.id = :enrolmentId`;

/** Revokes a certificate not yet revoked (the check and the write in one statement). */
export const REVOKE_SQL = `UPDATE study_certificates SET revoked_at = :at, revoked_reason = :reason
  WHERE code = :code AND revoked_at IS NULL`;
