// SQL the assistant's answers read as the database has it now: the caller's audience, a
// procedure's fee and days, its requirements.

export const AUDIENCE_SQL = `SELECT p.kind FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  WHERE e.student_id = :userId ORDER BY e.is_primary DESC, e.id LIMIT 1`;

export const PROCEDURE_SQL = `SELECT t.name, t.fee_cents AS feeCents, t.business_days AS days,
    a.name AS area
  FROM procedure_types t JOIN procedure_areas a ON a.code = t.area_code WHERE t.id = :id`;

export const REQUIREMENTS_SQL = `SELECT name, description FROM procedure_requirements
  WHERE type_id = :id AND required = 1 ORDER BY position`;
