// SQL of the signed-in user's permissions and flow (pending tasks and the flags the shell reads).

/** A user's permissions, by name (positional: the user). */
export const PERMISSIONS_SQL =
  'SELECT permission FROM user_permissions WHERE user_id = ? ORDER BY permission';

/**
 * A user's pending task copies, in their order (positional: the user). A copy tied to a
 * definition takes its shape from it, so a superadmin's change reaches every pending copy; an
 * inactive definition's copies wait. The copy keeps the user's own state (the steps left,
 * completion).
 */
export const PENDING_TASKS_SQL = `SELECT t.id, coalesce(d.modulo, t.modulo) AS modulo,
    coalesce(d.orden, t.orden) AS orden,
    CASE WHEN d.id IS NULL THEN t.is_sub_task ELSE d.parent_id IS NOT NULL END AS is_sub_task,
    t.only_skipped_steps,
    CASE WHEN d.id IS NULL THEN t.code_config ELSE d.code_config END AS code_config,
    CASE WHEN d.id IS NULL THEN t.url ELSE d.url END AS url, t.detalle
  FROM user_tasks t LEFT JOIN task_definitions d ON d.id = t.task_id
  WHERE t.user_id = ? AND t.completed_at IS NULL AND (d.id IS NULL OR d.activo = 1)
  ORDER BY orden, t.id`;

// Sections of the current period the user attends (student) or teaches (teacher).
const CURRENT_SECTIONS = `SELECT s.id, s.is_async FROM sections s
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  WHERE s.teacher_id = :user
     OR s.id IN (SELECT ss.section_id FROM section_students ss
                 JOIN enrolments e ON e.id = ss.enrolment_id WHERE e.student_id = :user)`;

/** Whether a user has an asynchronous section now; whether their primary enrolment is a career. */
export const FLOW_FLAGS_SQL = `SELECT
    EXISTS (SELECT 1 FROM (${CURRENT_SECTIONS}) WHERE is_async = 1) AS has_async,
    EXISTS (SELECT 1 FROM enrolments e JOIN programmes p ON p.id = e.programme_id
            WHERE e.student_id = :user AND e.is_primary = 1 AND p.kind = 'CARRERA') AS is_career`;
