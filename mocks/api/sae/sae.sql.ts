// SQL of the student support service as the student sees it (migrations 033 and 049). Every
// query names the student: nothing of another student's is ever read.
import { fullNameSql } from '../../db/fullName.sql.ts';

export const TUTORING_CASES_SQL = `SELECT c.id AS idCaso, c.reason AS motivo,
    ${fullNameSql('t')} AS responsable, c.state AS estado, c.opened_at AS abiertoEn
  FROM sae_cases c JOIN users t ON t.id = c.tutor_id WHERE c.student_id = :studentId`;

// A teacher's alert is a case of the tutoring area; its comment stays the teacher's.
export const ALERT_CASES_SQL = `SELECT a.id AS idCaso, a.reason AS reason, co.name AS curso,
    a.status AS status, a.created_at AS abiertoEn
  FROM student_alerts a JOIN enrolments e ON e.id = a.enrolment_id
  JOIN sections s ON s.id = a.section_id JOIN courses co ON co.id = s.course_id
  WHERE e.student_id = :studentId`;

// A request of a procedure that needs the tutoring area's follow-up (a withdrawal, a tutoring
// request) is a case of that area while it lives; :codes is the JSON list of those types' codes.
export const PROCEDURE_CASES_SQL = `SELECT r.id AS idCaso, t.name AS motivo, r.state AS status,
    r.filed_at AS abiertoEn
  FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
  WHERE r.requester_id = :studentId AND t.code IN (SELECT value FROM json_each(:codes))`;

/**
 * An action's state as the API shows it, `x` the action and `c` its case: one still pending when
 * staff closed the case is no longer expected of the student, so it reads CANCELADA.
 */
export const actionStateSql = (x: string, c: string) =>
  `CASE WHEN ${x}.state = 'PENDIENTE' AND ${c}.state = 'CERRADO' THEN 'CANCELADA' ELSE ${x}.state END`;

const ACTION_COLUMNS = `x.id AS idAccion, x.kind AS tipo, x.title AS titulo, x.place AS lugar,
    x.due_at AS fecha, ${actionStateSql('x', 'c')} AS estado, x.done_at AS realizadaEn`;

export const ACTIONS_SQL = `SELECT x.case_id AS caseId, ${ACTION_COLUMNS}
  FROM sae_actions x JOIN sae_cases c ON c.id = x.case_id
  WHERE c.student_id = :studentId ORDER BY x.due_at, x.id`;

// Only the public notes: the private ones are the staff's working notes.
export const PUBLIC_NOTES_SQL = `SELECT n.case_id AS caseId, n.created_at AS fecha,
    ${fullNameSql('u')} AS autor, n.body AS texto
  FROM sae_notes n JOIN sae_cases c ON c.id = n.case_id JOIN users u ON u.id = n.author_id
  WHERE c.student_id = :studentId AND n.public = 1 ORDER BY n.created_at, n.id`;

export const ACTION_OWNER_SQL = `SELECT c.student_id AS studentId, x.kind,
    ${actionStateSql('x', 'c')} AS state
  FROM sae_actions x JOIN sae_cases c ON c.id = x.case_id WHERE x.id = :id`;

export const ACTION_SQL = `SELECT ${ACTION_COLUMNS}
  FROM sae_actions x JOIN sae_cases c ON c.id = x.case_id WHERE x.id = :id`;

/**
 * An `UPDATE sae_actions` condition: the action still reads PENDIENTE (actionStateSql), that is
 * pending with its case open. Checked in the write itself, since staff may close the case between
 * the handler's read and the write.
 */
export const STILL_PENDING_SQL = `sae_actions.state = 'PENDIENTE'
    AND (SELECT state FROM sae_cases WHERE id = sae_actions.case_id) <> 'CERRADO'`;

export const CONFIRM_SQL = `UPDATE sae_actions SET state = 'CONFIRMADA', done_at = :now
  WHERE id = :id AND ${STILL_PENDING_SQL}`;
