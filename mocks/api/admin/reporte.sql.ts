import { PASSING_GRADE } from '../courses/grades.ts';
import { LIMA_OFFSET_MS } from '../limaDay.ts';

// SQL of the admin reports (spec §1 ONBOARDING, CURRICULUM). Each report is a `report_rows` CTE
// with the same filter columns (marca, sedeId, programaId, cicloCodigo, usuario, estudiante), so
// one WHERE, one page, one count and one summary query serve both.

const STUDENT = `u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname`;

/** The student's place: primary enrolment (onboarding) or the enrolment itself (curriculum). */
const PLACE = `JOIN users u ON u.id = e.student_id
  JOIN programmes p ON p.id = e.programme_id
  JOIN campuses c ON c.id = e.campus_id
  JOIN brands b ON b.id = p.brand_id
  JOIN cycles cy ON cy.code = e.cycle_code`;

const PLACE_COLUMNS = `u.username AS usuario, ${STUDENT} AS estudiante, b.code AS marca,
    c.name AS sede, p.name AS programa, cy.name AS ciclo, c.id AS sedeId, p.id AS programaId,
    e.cycle_code AS cicloCodigo, cy.ordinal AS cicloOrden`;

/**
 * The onboarding flow's mandatory tasks for students and their steps, as /superadmin/tareas
 * defines them (012): the welcome ('onBoarding') and the data update ('actualizarDatos'), each
 * with its subtasks. A copy is completed, skipped (still open, with only skipped steps left) or
 * pending; copies of the same modules outside these tasks (a reminder to verify the phone, 045)
 * are not theirs.
 */
export const ONBOARDING_TASKS = ['onBoarding', 'actualizarDatos'] as const;

const ONBOARDING_ROWS = `WITH onboarding AS (
    SELECT d.id FROM task_definitions d
    LEFT JOIN task_definitions parent ON parent.id = d.parent_id
    WHERE d.audiencia = 'ESTUDIANTES'
      AND coalesce(parent.modulo, d.modulo) IN (${ONBOARDING_TASKS.map((m) => `'${m}'`).join(', ')})
  ),
  tasks AS (
    SELECT user_id, count(*) AS total,
      sum(completed_at IS NOT NULL) AS completadas,
      sum(completed_at IS NULL AND only_skipped_steps = 0) AS pendientes,
      sum(completed_at IS NULL AND only_skipped_steps = 1) AS omitidas
    FROM user_tasks
    WHERE task_id IN (SELECT id FROM onboarding)
    GROUP BY user_id
  ),
  report_rows AS (
    SELECT u.id, ${PLACE_COLUMNS}, t.completadas, t.pendientes, t.omitidas,
      round(100.0 * t.completadas / t.total, 1) AS avance,
      CASE WHEN t.completadas = t.total THEN 'COMPLETADO'
        WHEN t.omitidas > 0 THEN 'OMITIDO' ELSE 'PENDIENTE' END AS estadoCodigo
    FROM tasks t
    JOIN enrolments e ON e.student_id = t.user_id AND e.is_primary = 1
    ${PLACE}
    WHERE u.tip = 1
  )`;

/**
 * Curricular progress per career enrolment. The campus keeps no grades: the credits of the plan's
 * cycles before the student's current one measure where they are in the plan, and the credits of
 * their sections in `:periodo` what they take now.
 */
// Approved credits: courses with a passing final grade in any period (issue 13's history).
const CURRICULUM_ROWS = `WITH plan AS (
    SELECT programme_id, sum(credits) AS creditos FROM courses GROUP BY programme_id
  ),
  report_rows AS (
    SELECT e.id, ${PLACE_COLUMNS}, plan.creditos AS creditosPlan,
      (SELECT coalesce(sum(k.credits), 0) FROM courses k WHERE k.programme_id = e.programme_id
        AND EXISTS (SELECT 1 FROM course_history h WHERE h.enrolment_id = e.id
          AND h.course_id = k.id AND h.grade <> 'NSP'
          AND CAST(h.grade AS REAL) >= ${PASSING_GRADE})) AS creditosPrevios,
      (SELECT coalesce(sum(k.credits), 0) FROM section_students ss
        JOIN sections s ON s.id = ss.section_id JOIN courses k ON k.id = s.course_id
        WHERE ss.enrolment_id = e.id AND s.period_id = :periodo) AS creditosEnCurso
    FROM enrolments e
    ${PLACE}
    JOIN plan ON plan.programme_id = e.programme_id
    WHERE p.kind = 'CARRERA'
  )`;

/**
 * Procedure requests (issue 15 /admin/reportes/tramites): one row per request filed in
 * `:periodo`'s dates (the current period unless one is chosen), with the requester's place (a
 * teacher's: their brand only), its type, area, state, Lima month of filing, and, once resolved,
 * the days it took against the days its type targets (its due date from business days).
 */
const FILED_IN_LIMA = `(r.filed_at + ${LIMA_OFFSET_MS}) / 1000, 'unixepoch'`;

const PROCEDURE_ROWS = `WITH chosen AS (
    SELECT starts_on, ends_on FROM periods WHERE id = :periodo
  ),
  report_rows AS (
    SELECT r.id, u.username AS usuario, ${STUDENT} AS estudiante, b.code AS marca,
      c.name AS sede, p.name AS programa, cy.name AS ciclo, c.id AS sedeId, p.id AS programaId,
      e.cycle_code AS cicloCodigo, cy.ordinal AS cicloOrden,
      t.code AS tipoCodigo, t.name AS tramite, a.name AS area, t.area_code AS areaCodigo,
      r.state AS estadoCodigo,
      CASE r.state WHEN 'REGISTRADO' THEN 'Registrado' WHEN 'EN_REVISION' THEN 'En revisión'
        WHEN 'OBSERVADO' THEN 'Observado' WHEN 'APROBADO' THEN 'Aprobado'
        ELSE 'Rechazado' END AS estado,
      strftime('%Y-%m', ${FILED_IN_LIMA}) AS mes,
      date(${FILED_IN_LIMA}) AS fechaRegistro,
      round((r.closed_at - r.filed_at) / 86400000.0, 1) AS diasResolucion,
      round((r.due_at - r.filed_at) / 86400000.0, 1) AS diasObjetivo,
      CASE WHEN r.closed_at IS NULL THEN NULL WHEN r.closed_at <= r.due_at THEN 1 ELSE 0 END
        AS aTiempoCodigo,
      CASE WHEN r.closed_at IS NULL THEN 'En proceso' WHEN r.closed_at <= r.due_at THEN 'Sí'
        ELSE 'No' END AS aTiempo
    FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
    JOIN procedure_areas a ON a.code = t.area_code
    JOIN users u ON u.id = r.requester_id
    LEFT JOIN enrolments e ON e.id = r.enrolment_id
    LEFT JOIN programmes p ON p.id = e.programme_id
    LEFT JOIN campuses c ON c.id = e.campus_id
    LEFT JOIN cycles cy ON cy.code = e.cycle_code
    JOIN brands b ON b.id = coalesce(p.brand_id, u.brand_id), chosen
    WHERE date(${FILED_IN_LIMA}) BETWEEN chosen.starts_on AND chosen.ends_on
  )`;

export const reportRowsSql = {
  ONBOARDING: ONBOARDING_ROWS,
  CURRICULUM: CURRICULUM_ROWS,
  TRAMITE: PROCEDURE_ROWS,
} as const;

/** What each report's rows are filtered by besides the common filters. */
export const extraWhere = {
  ONBOARDING: '(:estado IS NULL OR estadoCodigo = :estado)',
  // A chosen period leaves the enrolments that take sections in it.
  CURRICULUM: '(:conPeriodo = 0 OR creditosEnCurso > 0)',
  TRAMITE: '1 = 1',
} as const;

export const COMMON_WHERE = `(:marca IS NULL OR marca = :marca)
  AND (:idSede IS NULL OR sedeId = :idSede)
  AND (:idPrograma IS NULL OR programaId = :idPrograma)
  AND (:ciclo IS NULL OR cicloCodigo = :ciclo)
  AND (:q IS NULL OR instr(fold(usuario || ' ' || estudiante), fold(:q)) > 0)`;

/** The summary's group by grouping: its key, its label and the order of the groups. */
export const GROUPS = {
  sede: { key: 'sedeId', label: 'sede', order: 'sede COLLATE NOCASE' },
  programa: {
    key: 'programaId',
    label: "programa || ' (' || marca || ')'",
    order: "programa || ' (' || marca || ')' COLLATE NOCASE",
  },
  ciclo: { key: 'cicloOrden', label: 'ciclo', order: 'cicloOrden' },
  tipo: { key: 'tipoCodigo', label: "tramite || ' (' || tipoCodigo || ')'", order: 'tramite' },
  area: { key: 'areaCodigo', label: 'area', order: 'area' },
  estado: {
    key: 'estadoCodigo',
    label: 'estado',
    order: "instr('REGISTRADO EN_REVISION OBSERVADO APROBADO RECHAZADO', estadoCodigo)",
  },
  // Shown as people read a month (11/2026, spec §9's dd/mm/yyyy without the day), sorted as filed.
  mes: { key: 'mes', label: "substr(mes, 6, 2) || '/' || substr(mes, 1, 4)", order: 'mes' },
} as const;

/** Each report's figures per group, after `grupo`. */
export const SUMMARY_FIGURES = {
  ONBOARDING: `count(*) AS estudiantes,
    sum(estadoCodigo = 'COMPLETADO') AS completados,
    sum(estadoCodigo = 'PENDIENTE') AS pendientes,
    sum(estadoCodigo = 'OMITIDO') AS omitidos`,
  CURRICULUM: `count(*) AS estudiantes,
    round(avg(100.0 * creditosPrevios / creditosPlan), 1) AS avancePromedio`,
  // median() is the demo API's aggregate (demoApiPlugin.ts).
  TRAMITE: `count(*) AS solicitudes,
    sum(estadoCodigo IN ('APROBADO', 'RECHAZADO')) AS resueltas,
    sum(estadoCodigo NOT IN ('APROBADO', 'RECHAZADO')) AS enProceso,
    round(median(diasResolucion), 1) AS medianaDias,
    round(median(diasObjetivo), 1) AS objetivoDias,
    round(100.0 * sum(aTiempoCodigo) / nullif(count(aTiempoCodigo), 0), 1) AS aTiempo`,
} as const;

export const CURRICULUM_PROGRESS = 'round(100.0 * creditosPrevios / creditosPlan, 1) AS avance';

/** The institute's choices behind each filter; campuses and programmes name their brand. */
export const OPTIONS_SQL = {
  marca: 'SELECT code AS id, name AS nombre, code AS marca FROM brands b ORDER BY b.id',
  idSede: `SELECT c.id, c.name AS nombre, b.code AS marca
    FROM campuses c JOIN brands b ON b.id = c.brand_id ORDER BY b.id, c.name`,
  idPrograma: `SELECT p.id, p.name || ' (' || b.code || ')' AS nombre, b.code AS marca
    FROM programmes p JOIN brands b ON b.id = p.brand_id
    WHERE p.kind = 'CARRERA' ORDER BY b.id, p.name`,
  ciclo: `SELECT code AS id, name AS nombre, NULL AS marca FROM cycles cy
    WHERE EXISTS (SELECT 1 FROM courses k JOIN programmes p ON p.id = k.programme_id
      WHERE k.cycle_code = cy.code AND p.kind = 'CARRERA')
    ORDER BY ordinal`,
  idPeriodo: `SELECT pe.id, pe.code AS nombre, NULL AS marca FROM periods pe
    WHERE EXISTS (SELECT 1 FROM sections s WHERE s.period_id = pe.id) ORDER BY pe.starts_on DESC`,
} as const;

export const CURRENT_PERIOD_SQL = 'SELECT id FROM periods WHERE is_current = 1';
