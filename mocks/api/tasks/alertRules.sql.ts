import { countsForSeatSql } from '../courses/seatedSessions.sql.ts';
import { PASSING_GRADE } from '../courses/grades.ts';

// The data behind each home alert (spec §4 home alert queue), one query per alert: its rows are
// what the alert shows (the flow's `detalle`), none means nothing to ask. Parameters: :user, :now
// (epoch ms), :today (Lima day), :since (when the user last completed this alert, 0 if never).

const DAY_MS = 86_400_000;
/** The cambiarClave reminder: a password chosen more than a year ago. */
export const PASSWORD_MAX_AGE_MS = 365 * DAY_MS;
/** reminderPreRegistration takes over from preRegistration in a window's last days. */
export const PRE_REGISTRATION_REMINDER_DAYS = 3;

export const PASSWORD_AGE_SQL = `SELECT date(password_changed_at / 1000, 'unixepoch', '-5 hours') AS ultimoCambio
  FROM users WHERE id = :user AND password_changed_at < :now - ${PASSWORD_MAX_AGE_MS}`;

const ACTIVE_CAREER = `EXISTS (SELECT 1 FROM enrolments e JOIN programmes pr ON pr.id = e.programme_id
    WHERE e.student_id = :user AND e.state = 'ACTIVA' AND pr.kind = 'CARRERA')`;

const preRegistrationSql = (closing: string) => `SELECT p.id AS idPeriodo, p.code AS periodo,
    p.pre_registration_closes_on AS cierre
  FROM periods p
  WHERE :today BETWEEN p.pre_registration_opens_on AND p.pre_registration_closes_on
    AND p.pre_registration_closes_on ${closing} date(:today, '+${PRE_REGISTRATION_REMINDER_DAYS} days')
    AND ${ACTIVE_CAREER}
    AND NOT EXISTS (SELECT 1 FROM pre_registrations r
      WHERE r.student_id = :user AND r.period_id = p.id)
  ORDER BY p.starts_on LIMIT 1`;

export const PRE_REGISTRATION_SQL = preRegistrationSql('>');
export const PRE_REGISTRATION_REMINDER_SQL = preRegistrationSql('<=');

// A career enrolment whose secondary-school certificate is still owed: none uploaded, or the
// one uploaded observed by the staff.
const OWED_CES = `SELECT e.state, e.ces_due_on AS fechaLimite, pr.name AS programa, cy.ordinal AS ciclo,
    (SELECT max(lc.ordinal) FROM courses co JOIN cycles lc ON lc.code = co.cycle_code
      WHERE co.programme_id = e.programme_id) AS ultimoCiclo
  FROM enrolments e JOIN programmes pr ON pr.id = e.programme_id AND pr.kind = 'CARRERA'
  JOIN cycles cy ON cy.code = e.cycle_code
  WHERE e.student_id = :user AND e.ces_due_on IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM enrolment_documents d WHERE d.student_id = :user
      AND d.tipo = 'CERTIFICADO_SECUNDARIA' AND d.estado <> 'OBSERVADO')`;

const cesSql = (where: string) =>
  `SELECT programa, fechaLimite FROM (${OWED_CES}) WHERE ${where} ORDER BY fechaLimite`;

/** spec §4 AlertaCes*: which of the four applies to an owed certificate. */
export const CES_SQL = {
  AlertaCesVigenteSec: cesSql("state = 'ACTIVA' AND fechaLimite >= :today AND ciclo < ultimoCiclo"),
  AlertaCesUltimoCiclo: cesSql(
    "state = 'ACTIVA' AND fechaLimite >= :today AND ciclo >= ultimoCiclo",
  ),
  AlertaCesVencidoSec: cesSql("state = 'ACTIVA' AND fechaLimite < :today"),
  AlertaCesEgresado: cesSql("state = 'EGRESADA'"),
} as const;

export const UNVERIFIED_PHONE_SQL = `SELECT phone AS celular FROM users
  WHERE id = :user AND phone IS NOT NULL AND phone_verified = 0`;

// The institute's satisfaction survey (not a course's: those wait on the course pages), open now.
export const OPEN_SURVEY_SQL = `SELECT s.title AS encuesta, sc.id AS idProgramacion, s.type_id AS idTipoEncuesta,
    sc.skippable = 1 AS omitible, date(sc.closes_at / 1000, 'unixepoch', '-5 hours') AS cierre
  FROM survey_assignments a JOIN survey_schedules sc ON sc.id = a.schedule_id
  JOIN surveys s ON s.id = sc.survey_id
  WHERE a.user_id = :user AND a.state = 'PENDIENTE' AND sc.section_id IS NULL
    AND :now BETWEEN sc.opens_at AND sc.closes_at
  ORDER BY sc.closes_at`;

// A current course whose held sessions the student missed from :share on, with an absence after
// the alert was last completed (completing it acknowledges the absences so far). A held session
// without the student's mark is an absence, as on the teacher's roster, but only one the student
// could have marked: a class whose marking window (windowClosesAt in src/lib/attendance/rules.ts,
// start + topTope + 1 minute) closed after they took their seat in the section (issue 54).
export const ABSENCES_SQL = `SELECT curso, count(*) AS sesiones, sum(absent) AS faltas FROM (
    SELECT s.id AS section, c.name AS curso, cs.ends_at AS endedAt,
      NOT EXISTS (SELECT 1 FROM attendance_marks m WHERE m.session_id = cs.id
        AND m.user_id = :user AND m.status IN ('A', 'T', 'J')) AS absent
    FROM section_students ss
    JOIN enrolments e ON e.id = ss.enrolment_id AND e.student_id = :user
    JOIN sections s ON s.id = ss.section_id
    JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
    JOIN courses c ON c.id = s.course_id
    JOIN class_sessions cs ON cs.section_id = s.id AND cs.ends_at <= :now
      -- Only the classes the student could mark: their window closed after the seat was taken.
      AND ${countsForSeatSql('cs', 'ss')})
  GROUP BY section
  HAVING sum(absent) >= :share * count(*)
    AND max(CASE WHEN absent THEN endedAt END) > :since
  ORDER BY curso`;

// A graduate who has not asked for their study certificate yet (CERTESTSU, spec §2) nor had it
// issued (migration 054).
export const CERTIFICATE_SQL = `SELECT pr.name AS programa FROM enrolments e
  JOIN programmes pr ON pr.id = e.programme_id AND pr.kind = 'CARRERA'
  WHERE e.student_id = :user AND e.state = 'EGRESADA'
    AND NOT EXISTS (SELECT 1 FROM study_certificates c WHERE c.enrolment_id = e.id)
    AND NOT EXISTS (SELECT 1 FROM procedure_requests r
      JOIN procedure_types t ON t.id = r.type_id AND t.code = 'CERTESTSU'
      WHERE r.requester_id = :user AND r.state <> 'RECHAZADO')`;

// The units the student passed in the last period they have final grades in (the approved-unit
// alert; cursos/aprobado/alerta/consultar answers the same).
export const APPROVED_UNITS_SQL = `SELECT c.name AS curso, h.grade AS nota
  FROM course_history h JOIN enrolments e ON e.id = h.enrolment_id AND e.student_id = :user
  JOIN courses c ON c.id = h.course_id
  WHERE h.period_id = (SELECT h2.period_id FROM course_history h2
      JOIN enrolments e2 ON e2.id = h2.enrolment_id JOIN periods p2 ON p2.id = h2.period_id
      WHERE e2.student_id = :user ORDER BY p2.starts_on DESC LIMIT 1)
    AND h.grade <> 'NSP' AND CAST(h.grade AS REAL) >= ${PASSING_GRADE}
  ORDER BY c.name`;
