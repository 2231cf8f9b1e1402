// SQL of reopening a flow step (and its parent) when what completed it is undone.

export const REOPEN_COPY_SQL = `UPDATE user_tasks SET completed_at = NULL
  WHERE user_id = :userId AND modulo = :modulo AND completed_at IS NOT NULL
  RETURNING task_id AS taskId`;

export const REOPEN_PARENT_SQL = `UPDATE user_tasks SET completed_at = NULL, only_skipped_steps = 0
  WHERE user_id = :userId AND completed_at IS NOT NULL
    AND task_id = (SELECT parent_id FROM task_definitions WHERE id = :taskId)`;
