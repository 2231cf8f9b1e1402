// SQL of the SAE cases staff open and close by hand and the forms they attach (migration 057).

// Students only (tip 1), matched like the cases' list: name, username or code, folded.
export const STUDENTS_SQL = `SELECT u.id AS idAlumno,
    u.paternal_surname || ' ' || u.maternal_surname || ', ' || u.first_name AS alumno,
    u.username AS usuario, u.user_code AS codigo
  FROM users u WHERE u.tip = 1 AND instr(fold(u.first_name || ' ' || u.paternal_surname || ' '
      || u.maternal_surname || ' ' || u.username || ' ' || u.user_code), fold(:q)) > 0
  ORDER BY u.paternal_surname, u.maternal_surname, u.first_name, u.id LIMIT 10`;

export const IS_STUDENT_SQL = `SELECT 1 FROM users WHERE id = :id AND tip = 1`;

export const TEMPLATES_SQL = `SELECT id AS idPlantilla, title AS titulo, description AS descripcion
  FROM sae_form_templates ORDER BY title`;

export const TEMPLATE_SQL = `SELECT title FROM sae_form_templates WHERE id = :id`;

export const CASE_BY_KEY_SQL = `SELECT id FROM sae_cases WHERE tutor_id = :tutorId AND create_key = :key`;

export const INSERT_CASE_SQL = `INSERT INTO sae_cases (student_id, tutor_id, reason, state, opened_at,
    create_key) VALUES (:studentId, :tutorId, :motivo, 'ABIERTO', :now, :key) RETURNING id`;

export const CLOSE_SQL = `UPDATE sae_cases SET state = 'CERRADO', closed_at = :now
  WHERE id = :id AND state <> 'CERRADO'`;

export const INSERT_FORM_SQL = `INSERT INTO sae_actions (case_id, kind, title, due_at, state,
    template_id, create_key)
  VALUES (:id, 'FORMULARIO', :title, :fecha, 'PENDIENTE', :templateId, :key) RETURNING id`;

export const FORM_BY_KEY_SQL = `SELECT 1 FROM sae_actions WHERE case_id = :id AND create_key = :key`;
