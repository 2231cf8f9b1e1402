// SQL of a teacher's development line and 360° evaluation (issue 16, migration 032): every query
// reads the caller's (:teacherId) own rows.

import { TRAINING_COLUMNS, TRAINING_FROM } from './trainingSummary.ts';

export const STANDING_SQL = `SELECT l.ordinal AS orden, l.code AS codigo, l.name AS nombre,
    l.description AS descripcion, d.since AS desde, d.next_review AS proximaRevision,
    d.mentor_name AS mentor
  FROM teacher_development d JOIN development_levels l ON l.id = d.level_id
  WHERE d.teacher_id = :teacherId`;

export const LEVELS_SQL = `SELECT ordinal AS orden, code AS codigo, name AS nombre,
    description AS descripcion FROM development_levels ORDER BY ordinal`;

export const ACCOMPANIMENT_COUNTS_SQL = `SELECT
    count(CASE WHEN status = 'REALIZADA' THEN 1 END) AS realizadas,
    count(CASE WHEN status = 'PROGRAMADA' THEN 1 END) AS programadas
  FROM accompaniment_activities WHERE teacher_id = :teacherId`;

export const ACCOMPANIMENT_SQL = `SELECT id AS idActividad, kind AS tipo, title AS titulo,
    scheduled_on AS fecha, status AS estado, staff_name AS responsable, course_name AS curso,
    outcome AS resultado, comment AS comentario
  FROM accompaniment_activities WHERE teacher_id = :teacherId
  ORDER BY scheduled_on DESC, id DESC`;

/** The trainings the caller's level requires. */
export const ROUTE_SQL = `SELECT ${TRAINING_COLUMNS} ${TRAINING_FROM}
  JOIN level_trainings lt ON lt.training_id = t.id
  JOIN teacher_development d ON d.level_id = lt.level_id AND d.teacher_id = :teacherId
  ORDER BY t.starts_on, t.id`;

export const EVALUATED_PERIODS_SQL = `SELECT DISTINCT p.code FROM evaluation_360 v
  JOIN periods p ON p.id = v.period_id WHERE v.teacher_id = :teacherId
  ORDER BY p.starts_on DESC`;

export const EVALUATION_SQL = `SELECT v.dimension, v.source, v.score FROM evaluation_360 v
  JOIN periods p ON p.id = v.period_id
  WHERE v.teacher_id = :teacherId AND p.code = :period
  ORDER BY v.ordinal`;
