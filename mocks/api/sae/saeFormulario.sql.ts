// SQL of the SAE forms the student answers (migration 057). The form is read by its action; the
// owner check is the handler's, on the case's student.
import { actionStateSql, STILL_PENDING_SQL } from './sae.sql.ts';

export const FORM_SQL = `SELECT x.id AS idAccion, x.title AS titulo, f.description AS descripcion,
    c.reason AS motivo, x.due_at AS fecha, ${actionStateSql('x', 'c')} AS estado,
    x.done_at AS realizadaEn,
    c.state <> 'CERRADO' AS casoAbierto, c.student_id AS studentId, x.template_id AS templateId,
    x.answer_key AS answerKey
  FROM sae_actions x JOIN sae_cases c ON c.id = x.case_id
  JOIN sae_form_templates f ON f.id = x.template_id
  WHERE x.id = :id AND x.kind = 'FORMULARIO'`;

export const QUESTIONS_SQL = `SELECT q.id AS idPregunta, q.kind AS tipo, q.prompt AS enunciado,
    q.options AS opciones, q.required AS obligatoria, a.value AS respuesta
  FROM sae_form_questions q
  LEFT JOIN sae_form_answers a ON a.question_id = q.id AND a.action_id = :id
  WHERE q.template_id = :templateId ORDER BY q.position`;

export const INSERT_ANSWER_SQL = `INSERT INTO sae_form_answers (action_id, question_id, value)
  VALUES (:id, :questionId, :value)`;

// Only a pending form of an open case is answered: a second request racing the first, or staff
// closing the case meanwhile, changes nothing.
export const ANSWERED_SQL = `UPDATE sae_actions SET state = 'REALIZADA', done_at = :now,
    answer_key = :key WHERE id = :id AND ${STILL_PENDING_SQL}`;
