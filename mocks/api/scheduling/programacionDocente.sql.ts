// SQL of the teacher scheduling administration (issue 40, migration 052).

import { fullNameSql } from '../../db/fullName.sql.ts';
import { orderBy } from '../admin/simpleRest.ts';
import { TIMETABLE } from '../courses/cursos.sql.ts';

const minutesOf = (column: string) =>
  `(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`;

const countIn = (state: string) =>
  `(SELECT count(*) FROM scheduling_assignments a WHERE a.process_id = p.id AND a.state = '${state}')`;

const PROCESS_COLUMNS = `p.id, pe.code AS periodo, ca.name AS sede,
    (SELECT json_group_array(name) FROM (SELECT pr.name FROM scheduling_process_programmes pp
      JOIN programmes pr ON pr.id = pp.programme_id WHERE pp.process_id = p.id ORDER BY pr.name))
      AS programas,
    p.opens_on AS fechaApertura, p.closes_on AS fechaCierre,
    p.max_weekly_hours AS maxHorasSemanales, p.min_rest_minutes AS minDescansoMinutos,
    p.availability_required AS exigeDisponibilidad,
    (SELECT count(*) FROM scheduling_assignments a WHERE a.process_id = p.id) AS totalSecciones,
    ${countIn('SIN_ASIGNAR')} AS sinAsignar, ${countIn('PROPUESTA')} AS propuestas,
    ${countIn('APROBADA')} AS aprobadas, p.published_at AS publicadoEn, p.version`;

const PROCESS_FROM = `FROM scheduling_processes p JOIN periods pe ON pe.id = p.period_id
  JOIN campuses ca ON ca.id = p.campus_id`;

const PROCESS_WHERE = `WHERE (:q IS NULL OR instr(fold(ca.name || ' ' || pe.code), fold(:q)) > 0)`;

const PROCESS_SORT: Record<string, string> = {
  fechaApertura: 'p.opens_on',
  sede: 'ca.name COLLATE NOCASE',
  id: 'p.id',
};

export const PROCESS_SORTABLE = Object.keys(PROCESS_SORT);

export const processSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${PROCESS_COLUMNS} ${PROCESS_FROM} ${PROCESS_WHERE}
      ${orderBy(PROCESS_SORT, field, order, 'p.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${PROCESS_FROM} ${PROCESS_WHERE}`,
  one: `SELECT ${PROCESS_COLUMNS} ${PROCESS_FROM} WHERE p.id = :id`,
  update: `UPDATE scheduling_processes SET opens_on = :fechaApertura, closes_on = :fechaCierre,
      max_weekly_hours = :maxHorasSemanales, min_rest_minutes = :minDescansoMinutos,
      availability_required = :exigeDisponibilidad, version = version + 1
    WHERE id = :id AND version = :version`,
};

/** A new process: the next period's, on a campus of the caller's brand (issue 40). */
export const createProcessSql = {
  // A process is the brand's, not its creator's: a key answers within the brand.
  byKey: `SELECT p.id FROM scheduling_processes p JOIN campuses c ON c.id = p.campus_id
    WHERE p.create_key = :key AND c.brand_id = :brandId`,
  campus: `SELECT id FROM campuses WHERE id = :idSede AND brand_id = :brandId`,
  taken: `SELECT EXISTS (SELECT 1 FROM scheduling_processes WHERE period_id = :periodId
      AND campus_id = :idSede) AS found`,
  foreignProgrammes: `SELECT count(*) AS n FROM json_each(:programas) j
    LEFT JOIN programmes pr ON pr.id = j.value AND pr.brand_id = :brandId WHERE pr.id IS NULL`,
  insert: `INSERT INTO scheduling_processes (period_id, campus_id, opens_on, closes_on,
      max_weekly_hours, min_rest_minutes, availability_required, created_by, create_key)
    VALUES (:periodId, :idSede, :fechaApertura, :fechaCierre, :maxHorasSemanales,
      :minDescansoMinutos, :exigeDisponibilidad, :userId, :key)`,
  programmes: `INSERT INTO scheduling_process_programmes (process_id, programme_id)
    SELECT DISTINCT :id, value FROM json_each(:programas)`,
  // The campus's next-period sections of those programmes that no other process covers.
  sections: `INSERT INTO scheduling_assignments (section_id, process_id)
    SELECT s.id, :id FROM sections s JOIN courses c ON c.id = s.course_id
    WHERE s.period_id = :periodId AND s.campus_id = :idSede
      AND c.programme_id IN (SELECT value FROM json_each(:programas))
      AND s.id NOT IN (SELECT section_id FROM scheduling_assignments)`,
};

const SECTION_COLUMNS = `s.id AS idSeccion, a.process_id AS idProceso, c.name AS curso,
    pr.name AS programa, c.cycle_code AS ciclo, s.group_code AS codigoGrupo,
    s.modality AS modalidad, ${TIMETABLE} AS horarios, a.state AS estado,
    a.teacher_id AS idDocente, CASE WHEN u.id IS NOT NULL THEN ${fullNameSql('u')} END AS docente,
    a.rejection_reason AS motivoRechazo, a.version`;

const SECTION_FROM = `FROM scheduling_assignments a JOIN sections s ON s.id = a.section_id
  JOIN courses c ON c.id = s.course_id JOIN programmes pr ON pr.id = c.programme_id
  JOIN cycles cy ON cy.code = c.cycle_code LEFT JOIN users u ON u.id = a.teacher_id`;

const SECTION_WHERE = `WHERE a.process_id = :idProceso AND (:estado IS NULL OR a.state = :estado)
    AND (:busqueda IS NULL OR instr(fold(c.name || ' ' || s.group_code || ' '
      || coalesce(${fullNameSql('u')}, '')), fold(:busqueda)) > 0)`;

export const sectionPageSql = {
  page: `SELECT ${SECTION_COLUMNS} ${SECTION_FROM} ${SECTION_WHERE}
    ORDER BY pr.name, cy.ordinal, c.name, s.group_code, s.id LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${SECTION_FROM} ${SECTION_WHERE}`,
};

export const SECTION_SQL = `SELECT ${SECTION_COLUMNS} ${SECTION_FROM} WHERE a.section_id = :idSeccion`;

export const PROCESS_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM scheduling_processes WHERE id = :idProceso) AS found';

/** What the rules need of a section: its process's rules and window, period, campus and course. */
export const SECTION_CONTEXT_SQL = `SELECT a.section_id AS sectionId, a.teacher_id AS teacherId,
    a.state, a.version, s.course_id AS courseId, s.group_code AS groupCode, c.name AS course,
    p.period_id AS periodId, pe.code AS period, pe.starts_on AS periodStarts,
    p.campus_id AS campusId, ca.brand_id AS brandId, p.opens_on AS opensOn,
    p.closes_on AS closesOn, p.max_weekly_hours AS maxHorasSemanales,
    p.min_rest_minutes AS minDescansoMinutos, p.availability_required AS exigeDisponibilidad
  FROM scheduling_assignments a JOIN scheduling_processes p ON p.id = a.process_id
  JOIN sections s ON s.id = a.section_id JOIN courses c ON c.id = s.course_id
  JOIN periods pe ON pe.id = p.period_id JOIN campuses ca ON ca.id = p.campus_id
  WHERE a.section_id = :sectionId`;

export const SLOTS_SQL = `SELECT weekday AS dia, start_time AS horaInicio, end_time AS horaFin
  FROM section_timetable WHERE section_id = :sectionId ORDER BY weekday, start_time`;

/**
 * A teacher's classes in the period but this section's: where a process covers a section, its
 * proposal or approval; elsewhere, the section's teacher.
 */
export const BUSY_SQL = `SELECT t.weekday AS dia, t.start_time AS horaInicio,
    t.end_time AS horaFin, c.name || ' (grupo ' || s.group_code || ')' AS seccion
  FROM sections s JOIN courses c ON c.id = s.course_id
  JOIN section_timetable t ON t.section_id = s.id
  LEFT JOIN scheduling_assignments a ON a.section_id = s.id
  WHERE s.period_id = :periodId AND s.id <> :sectionId
    AND CASE WHEN a.section_id IS NULL THEN s.teacher_id = :teacherId
      ELSE a.teacher_id = :teacherId AND a.state IN ('PROPUESTA', 'APROBADA') END
  ORDER BY t.weekday, t.start_time`;

// Whose a class of the period is: where a process covers its section, the proposed or approved
// teacher (none while unassigned); elsewhere, the section's teacher (as BUSY_SQL reads it).
const HOLDER = `CASE WHEN a.section_id IS NULL THEN s.teacher_id
    WHEN a.state IN ('PROPUESTA', 'APROBADA') THEN a.teacher_id END`;

/** Every teacher's weekly minutes in the period but this section's, for the candidates' ranking. */
export const ALL_LOAD_SQL = `SELECT ${HOLDER} AS teacherId,
    sum(${minutesOf('t.end_time')} - ${minutesOf('t.start_time')}) AS minutes
  FROM sections s JOIN section_timetable t ON t.section_id = s.id
  LEFT JOIN scheduling_assignments a ON a.section_id = s.id
  WHERE s.period_id = :periodId AND s.id <> :sectionId AND teacherId IS NOT NULL GROUP BY 1`;

/**
 * BUSY_SQL for every teacher at once, only the classes inside `:windows` (rules.ts nearWindows,
 * as JSON): the only ones that can overlap the section's or break the rest. Read from the day's
 * timetable index (migration 056) instead of the period's every class.
 */
export const NEAR_BUSY_SQL = `SELECT ${HOLDER} AS teacherId, t.weekday AS dia,
    t.start_time AS horaInicio, t.end_time AS horaFin,
    c.name || ' (grupo ' || s.group_code || ')' AS seccion
  FROM json_each(:windows) w CROSS JOIN section_timetable t ON t.weekday = w.value ->> 'dia'
    AND t.start_time < w.value ->> 'hasta' AND t.end_time > w.value ->> 'desde'
  JOIN sections s ON s.id = t.section_id JOIN courses c ON c.id = s.course_id
  LEFT JOIN scheduling_assignments a ON a.section_id = s.id
  WHERE s.period_id = :periodId AND s.id <> :sectionId AND teacherId IS NOT NULL
  GROUP BY t.section_id, t.weekday, t.start_time
  ORDER BY t.weekday, t.start_time, t.section_id`;

export const ALL_FREE_SQL = `SELECT teacher_id AS teacherId, weekday AS dia, start_time AS hora
  FROM teacher_availability WHERE period_id = :periodId`;

export const FREE_SQL = `SELECT weekday AS dia, start_time AS hora FROM teacher_availability
  WHERE teacher_id = :teacherId AND period_id = :periodId`;

/**
 * The campus's brand's teachers with what the ranking weighs; the counts are grouped once for
 * all of them rather than asked per teacher.
 */
export const CANDIDATES_SQL = `WITH taught AS (
    SELECT h.teacher_id, count(*) AS n FROM sections h JOIN periods hp ON hp.id = h.period_id
    WHERE h.course_id = :courseId AND hp.starts_on < :periodStarts GROUP BY h.teacher_id),
  trained AS (SELECT teacher_id, count(*) AS n FROM training_enrolments
    WHERE status = 'FINALIZADA' GROUP BY teacher_id)
  SELECT u.id AS idDocente, ${fullNameSql('u')} AS nombre, coalesce(tt.n, 0) AS vecesDictado,
    l.name AS nivelDesarrollo, coalesce(l.ordinal, 0) AS nivel,
    coalesce(tr.n, 0) AS capacitaciones
  FROM users u LEFT JOIN teacher_development d ON d.teacher_id = u.id
  LEFT JOIN development_levels l ON l.id = d.level_id
  LEFT JOIN taught tt ON tt.teacher_id = u.id LEFT JOIN trained tr ON tr.teacher_id = u.id
  WHERE u.tip = 2 AND u.brand_id = :brandId ORDER BY u.id`;

export const TEACHER_SQL = `SELECT u.id, u.username, ${fullNameSql('u')} AS name,
    coalesce(u.institutional_email, u.email) AS email
  FROM users u WHERE u.id = :teacherId AND u.tip = 2 AND u.brand_id = :brandId`;

export const ASSIGN_SQL = `UPDATE scheduling_assignments SET teacher_id = :teacherId,
    state = 'PROPUESTA', rejection_reason = NULL, version = version + 1
  WHERE section_id = :sectionId AND version = :version`;

export const APPROVE_SQL = `UPDATE scheduling_assignments SET state = 'APROBADA',
    version = version + 1
  WHERE section_id = :sectionId AND version = :version AND state = 'PROPUESTA'`;

export const REJECT_SQL = `UPDATE scheduling_assignments SET teacher_id = NULL,
    state = 'SIN_ASIGNAR', rejection_reason = :motivo, version = version + 1
  WHERE section_id = :sectionId AND version = :version AND state = 'PROPUESTA'`;

export const APPLICANTS_SQL = `SELECT u.id AS idDocente, ${fullNameSql('u')} AS nombre,
    ap.applied_on AS fechaPostulacion, ap.note AS comentario
  FROM scheduling_applications ap JOIN users u ON u.id = ap.teacher_id
  WHERE ap.section_id = :sectionId ORDER BY ap.applied_on, u.id`;

export const SECTION_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM scheduling_assignments WHERE section_id = :sectionId) AS found';

/** The process button: approved sections get their teacher, the others none. */
export const PUBLISH_SQL = `UPDATE sections SET teacher_id = (SELECT CASE WHEN a.state = 'APROBADA'
    THEN a.teacher_id END FROM scheduling_assignments a WHERE a.section_id = sections.id)
  WHERE id IN (SELECT section_id FROM scheduling_assignments WHERE process_id = :idProceso)`;

export const PUBLISHED_AT_SQL = `UPDATE scheduling_processes SET published_at = :now
  WHERE id = :idProceso`;

export const PUBLISH_COUNTS_SQL = `SELECT count(*) FILTER (WHERE state = 'APROBADA') AS publicadas,
    count(*) FILTER (WHERE state <> 'APROBADA') AS sinDocente
  FROM scheduling_assignments WHERE process_id = :idProceso`;

/** The process's sections with their weekly hours, for the report's three figures. */
const SECTION_HOURS = `WITH section_hours AS (
  SELECT a.section_id, a.state, a.teacher_id, s.course_id, s.group_code,
    coalesce((SELECT sum(${minutesOf('t.end_time')} - ${minutesOf('t.start_time')})
      FROM section_timetable t WHERE t.section_id = a.section_id), 0) / 60.0 AS hours
  FROM scheduling_assignments a JOIN sections s ON s.id = a.section_id
  WHERE a.process_id = :idProceso)`;

export const REPORT_HEADER_SQL = `SELECT pe.code AS periodo, ca.name AS sede,
    p.max_weekly_hours AS maxHorasSemanales
  FROM scheduling_processes p JOIN periods pe ON pe.id = p.period_id
  JOIN campuses ca ON ca.id = p.campus_id WHERE p.id = :idProceso`;

export const TEACHER_LOAD_SQL = `${SECTION_HOURS}
  SELECT u.id AS idDocente, ${fullNameSql('u')} AS nombre, count(*) AS secciones,
    round(sum(h.hours), 2) AS horas
  FROM section_hours h JOIN users u ON u.id = h.teacher_id
  WHERE h.state IN ('PROPUESTA', 'APROBADA')
  GROUP BY u.id ORDER BY horas DESC, nombre`;

export const UNSTAFFED_SQL = `${SECTION_HOURS}
  SELECT h.section_id AS idSeccion, c.name AS curso, h.group_code AS codigoGrupo,
    pr.name AS programa, c.cycle_code AS ciclo, round(h.hours, 2) AS horasSemanales
  FROM section_hours h JOIN courses c ON c.id = h.course_id
  JOIN programmes pr ON pr.id = c.programme_id JOIN cycles cy ON cy.code = c.cycle_code
  WHERE h.state = 'SIN_ASIGNAR'
  ORDER BY pr.name, cy.ordinal, c.name, h.group_code`;

export const PROGRAMME_HOURS_SQL = `${SECTION_HOURS}
  SELECT pr.name AS programa, count(*) AS secciones, round(sum(h.hours), 2) AS horas,
    round(coalesce(sum(h.hours) FILTER (WHERE h.state IN ('PROPUESTA', 'APROBADA')), 0), 2)
      AS horasAsignadas
  FROM section_hours h JOIN courses c ON c.id = h.course_id
  JOIN programmes pr ON pr.id = c.programme_id
  GROUP BY pr.id ORDER BY pr.name`;
