// The courses' SQL (issue 13). Every reading query starts from the caller's own seats
// (section_students of their enrolments): nothing of another student is reachable from here.

/** A section's (`s`) weekly timetable as spec §3 Schedule items, in JSON. */
export const TIMETABLE = `(SELECT json_group_array(json_object('dia', t.weekday,
    'horaInicio', t.start_time, 'horaFin', t.end_time, 'aula', t.room))
  FROM (SELECT * FROM section_timetable WHERE section_id = s.id
    ORDER BY weekday, start_time) t)`;

const COURSE_COLUMNS = `s.id AS idSeccion, c.id AS courseId, c.name AS nombre, c.slug,
    c.kind AS courseKind, c.credits, p.name AS nombreProducto, p.id AS idProducto,
    p.kind AS programmeKind, c.cycle_code AS codigoModulo, cy.name AS nombreModulo,
    s.starts_on AS fechaInicio, s.ends_on AS fechaFin, s.is_dual AS esDual,
    s.moodle_url AS moodleUrl, s.show_moodle AS showMoodle, s.formula_code AS codigoFormula,
    pe.code AS codigoPeriodo, s.group_code AS codigoGrupo, ca.name AS sede,
    b.name AS unidadNegocio, s.inscription_deadline AS lastDateToInscription,
    e.id AS enrolmentId, s.teacher_id AS teacherId, ${TIMETABLE} AS horarios`;

const SEATS = `FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
  JOIN sections s ON s.id = ss.section_id JOIN courses c ON c.id = s.course_id
  JOIN programmes p ON p.id = c.programme_id JOIN cycles cy ON cy.code = c.cycle_code
  JOIN periods pe ON pe.id = s.period_id JOIN campuses ca ON ca.id = s.campus_id
  JOIN brands b ON b.id = p.brand_id`;

/** spec §9: autonomous units first, then the main programme, its modules in order, by name. */
export const COURSES_SQL = `SELECT ${COURSE_COLUMNS} ${SEATS}
  WHERE e.student_id = :userId AND pe.is_current = 1
  ORDER BY c.kind = 'AUTONOMO' DESC, e.is_primary DESC, p.id, cy.ordinal, c.name`;

/** One of the caller's seats, by section (any period). */
export const SEAT_SQL = `SELECT ${COURSE_COLUMNS} ${SEATS}
  WHERE e.student_id = :userId AND s.id = :sectionId`;

export const SECTION_EXISTS_SQL = 'SELECT EXISTS (SELECT 1 FROM sections WHERE id = ?)';

export const TEACHER_SQL = `SELECT first_name || ' ' || paternal_surname || ' ' || maternal_surname
    AS nombre, institutional_email AS correo FROM users WHERE id = ?`;

const SCORE_COLUMNS = `id AS idNota, name, description, percentage, score, review_state AS state,
    state_graphic AS stateGraphic, is_substitute AS substitute`;

export const SCORES_SQL = `SELECT ${SCORE_COLUMNS} FROM score_items
  WHERE section_id = :sectionId AND enrolment_id = :enrolmentId ORDER BY position`;

export const SCORE_SQL = `SELECT ${SCORE_COLUMNS}, section_id AS sectionId,
    enrolment_id AS enrolmentId FROM score_items WHERE id = ?`;

/** The review starts only from state 4: a second request (or a double click) changes nothing. */
export const START_REVIEW_SQL =
  'UPDATE score_items SET review_state = 1 WHERE id = ? AND review_state = 4';

export const INSERT_REVIEW_SQL = `INSERT INTO grade_reviews (score_item_id, requested_by,
  requested_at) VALUES (?, ?, ?)`;

const OPTION_COLUMNS = `o.id AS electiveId, o.course_id AS courseId, c.name AS courseName,
    o.name AS electiveName, o.description AS webDescription,
    o.short_description AS shortWebDescription, o.image_url AS imageUrl, o.video_url AS videoUrl,
    o.sessions AS sessionElective, o.culmination_deadline AS culminationDeadline`;

export const OPTIONS_SQL = `SELECT ${OPTION_COLUMNS} FROM elective_options o
  JOIN courses c ON c.id = o.course_id WHERE o.course_id = ? ORDER BY o.id`;

export const CHOSEN_OPTION_SQL = `SELECT ${OPTION_COLUMNS} FROM elective_choices ch
  JOIN elective_options o ON o.id = ch.option_id JOIN courses c ON c.id = o.course_id
  WHERE ch.enrolment_id = ? AND ch.course_id = ?`;

export const ATTEMPTS_SQL = `SELECT count(*) AS attempts FROM autonomous_attempts
  WHERE enrolment_id = ? AND section_id = ?`;

export const SURVEY_ANSWERED_SQL = `SELECT EXISTS (SELECT 1 FROM autonomous_survey_answers
  WHERE enrolment_id = ? AND section_id = ?)`;

/** The caller's first unit of this period still to choose, deadline first. */
export const NEXT_UNIT_SQL = `SELECT s.id ${SEATS}
  WHERE e.student_id = :userId AND pe.is_current = 1 AND c.kind <> 'REGULAR'
    AND NOT EXISTS (SELECT 1 FROM elective_choices ch WHERE ch.enrolment_id = e.id
      AND ch.course_id = c.id)
    AND (:today IS NULL OR s.inscription_deadline >= :today)
  ORDER BY s.inscription_deadline, s.id LIMIT 1`;

export const OWN_TASK_SQL = 'SELECT EXISTS (SELECT 1 FROM user_tasks WHERE id = ? AND user_id = ?)';

export const OPTION_OF_COURSE_SQL =
  'SELECT name FROM elective_options WHERE id = ? AND course_id = ?';

export const CHOOSE_SQL = `INSERT INTO elective_choices (enrolment_id, course_id, option_id,
  chosen_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`;

export const ANSWER_SURVEY_SQL = `INSERT INTO autonomous_survey_answers (enrolment_id, section_id,
  answer, comment, answered_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;

export const OPTION_EXISTS_SQL = 'SELECT EXISTS (SELECT 1 FROM elective_options WHERE id = ?)';

/** The caller's enrolments with what the progress page says about each. */
export const ENROLMENTS_SQL = `SELECT e.id AS enrolmentId, p.id AS idProducto,
    p.name AS nombreProducto, p.slug, p.kind AS programmeKind, e.cycle_code AS codigoModuloActual,
    e.state AS estadoMatricula
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  WHERE e.student_id = ? ORDER BY e.is_primary DESC, p.id`;

/** Every course of a programme with what the enrolment did in it, module by module. */
export const PROGRAMME_COURSES_SQL = `SELECT c.id AS idCurso, c.name AS nombre,
    c.credits AS creditos, c.cycle_code AS codigoModulo, cy.name AS nombreModulo,
    (SELECT json_group_array(json_object('grade', a.grade, 'period', a.code))
      FROM (SELECT h.grade, pe.code FROM course_history h JOIN periods pe ON pe.id = h.period_id
        WHERE h.enrolment_id = :enrolmentId AND h.course_id = c.id ORDER BY pe.starts_on) a)
      AS history,
    EXISTS (SELECT 1 FROM section_students ss JOIN sections s ON s.id = ss.section_id
      JOIN periods pe ON pe.id = s.period_id
      WHERE ss.enrolment_id = :enrolmentId AND s.course_id = c.id AND pe.is_current = 1)
      AS current
  FROM courses c JOIN cycles cy ON cy.code = c.cycle_code
  WHERE c.programme_id = :programmeId ORDER BY cy.ordinal, c.kind <> 'REGULAR', c.name`;

/** The final grades of one enrolment (or all the caller's), most recent period first. */
export const HISTORY_SQL = `SELECT h.course_id AS idCurso, c.name AS nombre,
    c.cycle_code AS codigoModulo, cy.name AS nombreModulo, c.credits AS creditos,
    h.grade AS nota, pe.code AS codigoPeriodo, p.id AS idProducto, p.name AS nombreProducto
  FROM course_history h JOIN enrolments e ON e.id = h.enrolment_id
  JOIN courses c ON c.id = h.course_id JOIN cycles cy ON cy.code = c.cycle_code
  JOIN periods pe ON pe.id = h.period_id JOIN programmes p ON p.id = e.programme_id
  WHERE e.student_id = :userId AND (:programmeId IS NULL OR p.id = :programmeId)
  ORDER BY pe.starts_on DESC, p.id, cy.ordinal, c.name`;

export const OWN_PROGRAMME_SQL = `SELECT p.name FROM enrolments e
  JOIN programmes p ON p.id = e.programme_id WHERE e.student_id = ? AND p.id = ?`;

/** The last period the caller has final grades in. */
export const LAST_PERIOD_SQL = `SELECT pe.code FROM course_history h
  JOIN enrolments e ON e.id = h.enrolment_id JOIN periods pe ON pe.id = h.period_id
  WHERE e.student_id = ? ORDER BY pe.starts_on DESC LIMIT 1`;

export const COURSE_TEXTS_SQL = 'SELECT summary, competence FROM courses WHERE id = ?';
