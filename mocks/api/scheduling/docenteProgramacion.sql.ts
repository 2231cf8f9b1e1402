// SQL of a teacher's programming (issue 16, migration 030): the caller's own sections and
// activities of the current period, and their sections published for the next (issue 40).

import { TIMETABLE } from '../courses/cursos.sql.ts';

const programmedSections = (period: string) => `SELECT s.id AS idSeccion, c.name AS nombre, c.slug,
    s.group_code AS codigoGrupo, p.name AS nombreProducto, s.modality AS modalidad,
    s.is_async AS esAsincronico, ${TIMETABLE} AS horarios
  FROM sections s JOIN courses c ON c.id = s.course_id
  JOIN programmes p ON p.id = c.programme_id JOIN cycles cy ON cy.code = c.cycle_code
  JOIN periods pe ON pe.id = s.period_id AND ${period}
  WHERE s.teacher_id = :teacherId
  ORDER BY p.id, cy.ordinal, c.name, s.group_code`;

export const PROGRAMMED_SECTIONS_SQL = programmedSections('pe.is_current = 1');

/** The next period's, which the scheduling process publishes (issue 40). */
export const NEXT_PERIOD_SQL = `SELECT id, code FROM periods
  WHERE starts_on > (SELECT starts_on FROM periods WHERE is_current = 1)
  ORDER BY starts_on LIMIT 1`;

export const NEXT_PERIOD_SECTIONS_SQL = programmedSections('pe.id = :periodId');

export const ACTIVITIES_SQL = `SELECT a.id AS idActividad, a.kind AS tipo, a.name AS nombre,
    a.weekday AS dia, a.start_time AS horaInicio, a.end_time AS horaFin, a.place AS lugar
  FROM teacher_activities a JOIN periods pe ON pe.id = a.period_id AND pe.is_current = 1
  WHERE a.teacher_id = :teacherId ORDER BY a.weekday, a.start_time`;
