// SQL of what an integration key learns about a person.

/**
 * A student or teacher by username, as the integration contract names them: their type, brand,
 * whether active, and a student's programme (their primary enrolment's).
 */
export const PERSON_SQL = `SELECT u.username AS usuario,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS nombreCompleto,
    CASE u.tip WHEN 1 THEN 'ALUMNO' ELSE 'DOCENTE' END AS tipo, u.is_active AS activo,
    b.code AS marca,
    (SELECT p.name FROM enrolments e JOIN programmes p ON p.id = e.programme_id
      WHERE e.student_id = u.id ORDER BY e.is_primary DESC, e.id LIMIT 1) AS programa
  FROM users u JOIN brands b ON b.id = u.brand_id
  WHERE u.username = :usuario AND u.tip IN (1, 2)`;
