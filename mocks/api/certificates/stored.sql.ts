// SQL of the issued study certificates as stored, and of the campus address their QR codes name.

const COLUMNS = `c.code, e.student_id AS studentId, c.enrolment_id AS enrolmentId,
    c.holder_name AS holderName, c.document_type AS documentType,
    c.document_number AS documentNumber, c.programme, c.record_json AS recordJson,
    c.credits, c.issued_at AS issuedAt, c.revoked_at AS revokedAt, c.revoked_reason AS revokedReason
  FROM study_certificates c JOIN enrolments e ON e.id = c.enrolment_id`;

/** The certificate with a code, revoked or not. */
export const BY_CODE_SQL = `SELECT ${COLUMNS} WHERE c.code = :code`;

/** An enrolment's latest certificate still valid. */
export const LATEST_VALID_SQL = `SELECT ${COLUMNS}
  WHERE c.enrolment_id = :enrolmentId AND c.revoked_at IS NULL
  ORDER BY c.issued_at DESC, c.id DESC LIMIT 1`;

/** The campus's public address (the institution-wide parameter URL_CAMPUS). */
export const CAMPUS_URL_SQL =
  "SELECT valor FROM parameters WHERE clave = 'URL_CAMPUS' AND brand_id IS NULL";
