// SQL of what a study certificate states: an enrolment's course history.

/** An enrolment's final grades, every attempt, by period, cycle and course, with credits. */
export const RECORD_SQL = `SELECT pe.code AS periodo, c.name AS curso, cy.name AS ciclo,
    h.grade AS nota, c.credits AS creditos
  FROM course_history h JOIN courses c ON c.id = h.course_id
  JOIN cycles cy ON cy.code = c.cycle_code JOIN periods pe ON pe.id = h.period_id
  WHERE h.enrolment_id = :enrolmentId
  ORDER BY pe.starts_on, cy.ordinal, c.name`;
