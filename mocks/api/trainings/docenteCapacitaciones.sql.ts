// SQL of a teacher's trainings (issue 16, migration 032): the institute's catalogue, each row
// with the caller's own standing (trainings/trainingSummary.ts).

import { fullNameSql } from '../../db/fullName.sql.ts';
import { TRAINING_COLUMNS, TRAINING_FROM } from './trainingSummary.ts';

export const PATHS_SQL = `SELECT rp.id AS idRuta, rp.name AS nombre, rp.slug,
    rp.description AS descripcion, count(t.id) AS capacitaciones,
    count(CASE WHEN e.status = 'FINALIZADA' THEN 1 END) AS finalizadas,
    coalesce(sum(t.hours), 0) AS horas
  FROM training_paths rp LEFT JOIN trainings t ON t.path_id = rp.id
  LEFT JOIN training_enrolments e ON e.training_id = t.id AND e.teacher_id = :teacherId
  GROUP BY rp.id ORDER BY rp.ordinal`;

export const PATH_SQL = `SELECT id AS idRuta, name AS nombre, slug, description AS descripcion
  FROM training_paths WHERE id = :pathId`;

export const PATH_TRAININGS_SQL = `SELECT ${TRAINING_COLUMNS} ${TRAINING_FROM}
  WHERE t.path_id = :pathId ORDER BY t.starts_on, t.id`;

/** The list's filter: a state (not started is no enrolment) and a kind, each optional. */
const LIST_WHERE = `WHERE (:estado IS NULL OR coalesce(e.status, 'SIN_INICIAR') = :estado)
  AND (:tipo IS NULL OR t.kind = :tipo)`;

/** In progress: nearest end first; finished: latest first; otherwise the latest start first. */
const LIST_ORDER = `ORDER BY
    CASE WHEN :estado = 'EN_CURSO' THEN t.ends_on END,
    CASE WHEN :estado = 'FINALIZADA' THEN e.finished_on END DESC,
    t.starts_on DESC, t.id`;

export const TRAININGS_SQL = {
  page: `SELECT ${TRAINING_COLUMNS} ${TRAINING_FROM} ${LIST_WHERE} ${LIST_ORDER}
    LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${TRAINING_FROM} ${LIST_WHERE}`,
};

export const TRAINING_SQL = `SELECT ${TRAINING_COLUMNS}, t.description AS descripcion
  ${TRAINING_FROM} WHERE t.id = :trainingId`;

export const MODULES_SQL = `SELECT m.id AS idModulo, m.ordinal AS orden, m.name AS nombre,
    m.hours AS horas, m.due_on AS fechaLimite, p.completed_on AS fechaCompletado
  FROM training_modules m
  LEFT JOIN training_module_progress p ON p.module_id = m.id AND p.teacher_id = :teacherId
  WHERE m.training_id = :trainingId ORDER BY m.ordinal`;

export const CERTIFICATE_SQL = `SELECT t.name AS nombre, t.hours AS horas, e.grade AS nota,
    e.finished_on AS fechaFinalizacion, e.certificate_code AS codigo,
    ${fullNameSql('u')} AS docente,
    u.user_code AS codigoDocente
  FROM training_enrolments e JOIN trainings t ON t.id = e.training_id
  JOIN users u ON u.id = e.teacher_id
  WHERE e.teacher_id = :teacherId AND e.training_id = :trainingId
    AND e.status = 'FINALIZADA' AND e.certificate_code IS NOT NULL`;
