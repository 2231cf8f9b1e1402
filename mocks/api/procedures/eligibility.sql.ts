// SQL of who may file a procedure (migration 019): the requester's enrolments with their debt,
// their open requests, and the courses a course field offers.

import { overdueCentsSql } from '../../db/feeState.sql.ts';

const ENROLMENT_COLUMNS = `e.id, e.code, e.programme_id AS programmeId, p.name AS programme,
    c.name AS campus, e.cycle_code AS cycle, cy.ordinal, e.state,
    ${overdueCentsSql('e')} AS debtCents,
    p.kind`;
const ENROLMENT_FROM = `FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  JOIN campuses c ON c.id = e.campus_id JOIN cycles cy ON cy.code = e.cycle_code`;

/** A student's enrolments (of one programme kind, or every one), the primary first. */
export const ENROLMENTS_SQL = `SELECT ${ENROLMENT_COLUMNS} ${ENROLMENT_FROM}
  WHERE e.student_id = :studentId AND (:kind IS NULL OR p.kind = :kind)
  ORDER BY e.is_primary DESC, e.id`;

/** One enrolment with its student. */
export const ENROLMENT_SQL = `SELECT ${ENROLMENT_COLUMNS}, e.student_id AS studentId
  ${ENROLMENT_FROM} WHERE e.id = :id`;

/** Whether a user has an open request of a type. */
export const OPEN_REQUEST_SQL = `SELECT EXISTS (SELECT 1 FROM procedure_requests
  WHERE requester_id = :userId AND type_id = :typeId
    AND state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO')) AS open`;

/** Every cycle with its ordinal. */
export const CYCLES_SQL = 'SELECT code, ordinal FROM cycles';

/** The courses of a programme's curriculum, by cycle and name. */
export const PROGRAMME_COURSES_SQL = `SELECT c.id, c.name, c.cycle_code AS cycle,
    cy.name AS cycleName
  FROM courses c JOIN cycles cy ON cy.code = c.cycle_code
  WHERE c.programme_id = :programmeId ORDER BY cy.ordinal, c.name`;

/** The courses a teacher teaches in the current period, by cycle and name. */
export const TEACHER_COURSES_SQL = `SELECT DISTINCT c.id, c.name, c.cycle_code AS cycle,
    cy.name AS cycleName
  FROM sections s JOIN courses c ON c.id = s.course_id
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  JOIN cycles cy ON cy.code = c.cycle_code
  WHERE s.teacher_id = :teacherId ORDER BY cy.ordinal, c.name`;
