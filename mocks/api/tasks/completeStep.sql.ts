// SQL of a user's flow steps (migration 012's user_tasks): completing or skipping one, and its parent.

// A skipped step stays open: it waits on the skipped list until it is done.
export const COMPLETE_COPY_SQL = `UPDATE user_tasks SET completed_at = :now, only_skipped_steps = 0
  WHERE user_id = :userId AND modulo = :modulo AND completed_at IS NULL`;

export const SKIP_COPY_SQL = `UPDATE user_tasks SET skipped_at = :now, only_skipped_steps = 1
  WHERE user_id = :userId AND modulo = :modulo AND completed_at IS NULL AND skipped_at IS NULL`;

// The copy of the task whose subtask `:modulo` is, in the user's audience.
const PARENT_COPY = `user_id = :userId AND completed_at IS NULL
    AND task_id = (SELECT d.parent_id FROM task_definitions d
      WHERE d.modulo = :modulo AND d.parent_id IS NOT NULL
        AND d.audiencia = (SELECT CASE tip WHEN 2 THEN 'DOCENTES' ELSE 'ESTUDIANTES' END
          FROM users WHERE id = :userId))`;

// The steps of that task the user has not completed yet.
const OPEN_STEPS = `SELECT 1 FROM user_tasks s JOIN task_definitions d ON d.id = s.task_id
    WHERE s.user_id = :userId AND s.completed_at IS NULL AND d.parent_id = user_tasks.task_id`;

// A step's parent task is done once none of its steps is open.
export const COMPLETE_PARENT_SQL = `UPDATE user_tasks SET completed_at = :now, only_skipped_steps = 0
  WHERE ${PARENT_COPY} AND NOT EXISTS (${OPEN_STEPS})`;

// spec §4: a task whose open steps were all skipped shows as its "skipped steps" variant.
export const MARK_PARENT_SQL = `UPDATE user_tasks SET only_skipped_steps =
    NOT EXISTS (${OPEN_STEPS} AND s.skipped_at IS NULL)
  WHERE ${PARENT_COPY}`;
