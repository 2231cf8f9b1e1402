// A student's programmed surveys: `:userId` is the caller, `:now` the demo clock.

const SURVEY_COLUMNS = `sc.id AS idProgramacion, sv.code AS codigo, sv.type_id AS idTipoEncuesta,
    sv.title AS titulo, sv.description AS descripcion, c.name AS curso, sc.section_id AS idSeccion,
    a.state AS estado, sc.skippable AS omitible,
    (sc.opens_at <= :now AND :now < sc.closes_at) AS abierta, sc.closes_at AS closesAt,
    sc.survey_id AS surveyId`;

const SURVEY_FROM = `FROM survey_assignments a JOIN survey_schedules sc ON sc.id = a.schedule_id
    JOIN surveys sv ON sv.id = sc.survey_id
    LEFT JOIN sections s ON s.id = sc.section_id LEFT JOIN courses c ON c.id = s.course_id`;

// Those still to answer first, closing soonest first; then the rest, latest first.
export const LIST_SQL = `SELECT ${SURVEY_COLUMNS} ${SURVEY_FROM}
  WHERE a.user_id = :userId
  ORDER BY (a.state = 'PENDIENTE' AND sc.opens_at <= :now AND :now < sc.closes_at) DESC,
    CASE WHEN a.state = 'PENDIENTE' THEN sc.closes_at ELSE -a.finished_at END, sc.id`;

export const ONE_SQL = `SELECT ${SURVEY_COLUMNS} ${SURVEY_FROM}
  WHERE a.user_id = :userId AND a.schedule_id = :id`;

export const SCHEDULE_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM survey_schedules WHERE id = ?) AS found';

export const QUESTIONS_SQL = `SELECT id AS idPregunta, position AS orden, kind AS tipo,
    text AS enunciado, required AS obligatoria, scale_max AS escalaMax
  FROM survey_questions WHERE survey_id = ? ORDER BY position`;

export const OPTIONS_SQL = `SELECT o.question_id AS questionId, o.id, o.description,
    o.background_color AS backgroundColor
  FROM survey_options o JOIN survey_questions q ON q.id = o.question_id
  WHERE q.survey_id = ? ORDER BY o.question_id, o.position`;

export const INSERT_ANSWER_SQL = `INSERT INTO survey_answers (schedule_id, user_id, question_id, value)
  VALUES (?, ?, ?, ?)`;

// Conditional on the state: of two answers racing, the second changes nothing.
export const FINISH_SQL = `UPDATE survey_assignments SET state = :state, finished_at = :now
  WHERE schedule_id = :id AND user_id = :userId AND state = 'PENDIENTE'`;
