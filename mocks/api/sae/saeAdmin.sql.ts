// SQL of the SAE staff side (migrations 049, 055 and 057): the tutoring cases with their students,
// actions and every note. Times are epoch ms.
import { fullNameSql } from '../../db/fullName.sql.ts';
import { actionStateSql } from './sae.sql.ts';

const CASE_COLUMNS = `c.id, c.student_id AS idAlumno,
    u.paternal_surname || ' ' || u.maternal_surname || ', ' || u.first_name AS alumno,
    u.username AS usuario, u.user_code AS codigo, c.reason AS motivo,
    ${fullNameSql('t')} AS responsable, c.state AS estado, c.opened_at AS abiertoEn,
    c.closed_at AS cerradoEn`;

const CASE_FROM = `FROM sae_cases c JOIN users u ON u.id = c.student_id
  JOIN users t ON t.id = c.tutor_id`;

const CASE_WHERE = `WHERE (:q IS NULL OR instr(fold(u.first_name || ' ' || u.paternal_surname || ' '
      || u.maternal_surname || ' ' || u.username || ' ' || u.user_code), fold(:q)) > 0)
    AND (:estado IS NULL OR c.state = :estado)`;

/** The sortable fields of the staff's list and their SQL. */
export const SORT_COLUMNS = {
  abiertoEn: 'c.opened_at',
  alumno: "u.paternal_surname || ' ' || u.maternal_surname || ' ' || u.first_name",
  estado: 'c.state',
  id: 'c.id',
} as const;

export const casePageSql = (orderBy: string) =>
  `SELECT ${CASE_COLUMNS} ${CASE_FROM} ${CASE_WHERE} ${orderBy} LIMIT :limit OFFSET :offset`;
export const CASE_COUNT_SQL = `SELECT count(*) AS total ${CASE_FROM} ${CASE_WHERE}`;
export const CASE_SQL = `SELECT ${CASE_COLUMNS} ${CASE_FROM} WHERE c.id = :id`;

export const CASE_ACTIONS_SQL = `SELECT x.id AS idAccion, x.kind AS tipo, x.title AS titulo,
    x.place AS lugar, x.due_at AS fecha, ${actionStateSql('x', 'c')} AS estado,
    x.done_at AS realizadaEn
  FROM sae_actions x JOIN sae_cases c ON c.id = x.case_id
  WHERE x.case_id = :id ORDER BY x.due_at, x.id`;

// An answered form's answers, in its questions' order (migration 057); a skipped optional
// question is listed with no answer.
export const CASE_ANSWERS_SQL = `SELECT x.id AS idAccion, q.prompt AS pregunta, a.value AS respuesta
  FROM sae_actions x JOIN sae_form_questions q ON q.template_id = x.template_id
  LEFT JOIN sae_form_answers a ON a.action_id = x.id AND a.question_id = q.id
  WHERE x.case_id = :id AND x.state = 'REALIZADA' ORDER BY x.id, q.position`;

export const CASE_NOTES_SQL = `SELECT n.id AS idNota, n.created_at AS fecha,
    ${fullNameSql('a')} AS autor, n.body AS texto, n.public AS publica
  FROM sae_notes n JOIN users a ON a.id = n.author_id
  WHERE n.case_id = :id ORDER BY n.created_at, n.id`;

export const NOTE_BY_KEY_SQL = `SELECT case_id AS caseId FROM sae_notes
  WHERE author_id = :authorId AND create_key = :key`;

export const INSERT_NOTE_SQL = `INSERT INTO sae_notes (case_id, author_id, body, public, created_at,
    create_key) VALUES (:id, :authorId, :texto, :publica, :now, :key)`;

export const ACTION_BY_KEY_SQL = `SELECT 1 FROM sae_actions WHERE case_id = :id AND create_key = :key`;

export const INSERT_INTERVIEW_SQL = `INSERT INTO sae_actions (case_id, kind, title, place, due_at,
    state, create_key) VALUES (:id, 'ENTREVISTA', :titulo, :lugar, :fecha, 'PENDIENTE', :key)`;

// A case followed by staff is in attention once they act on it.
export const ATTEND_SQL = `UPDATE sae_cases SET state = 'EN_ATENCION'
  WHERE id = :id AND state = 'ABIERTO'`;
