import type { DatabaseSync } from 'node:sqlite';

// The caller's open copy of a task or step (user_tasks) is completed by what it asks for, done
// anywhere in the campus: the flow (spec §4) and the onboarding report (/admin/reportes) then
// agree with what the student did.
const COMPLETE_COPY_SQL = `UPDATE user_tasks SET completed_at = :now
  WHERE user_id = :userId AND modulo = :modulo AND completed_at IS NULL`;

// A step's parent task is done once none of its steps is open.
const COMPLETE_PARENT_SQL = `UPDATE user_tasks SET completed_at = :now
  WHERE user_id = :userId AND completed_at IS NULL
    AND task_id = (SELECT d.parent_id FROM task_definitions d
      WHERE d.modulo = :modulo AND d.parent_id IS NOT NULL
        AND d.audiencia = (SELECT CASE tip WHEN 2 THEN 'DOCENTES' ELSE 'ESTUDIANTES' END
          FROM users WHERE id = :userId))
    AND NOT EXISTS (SELECT 1 FROM user_tasks s
      JOIN task_definitions d ON d.id = s.task_id
      WHERE s.user_id = :userId AND s.completed_at IS NULL
        AND d.parent_id = user_tasks.task_id)`;

/**
 * Completes `userId`'s open copy of the task or step `modulo` (e.g. 'verificarCelular') and,
 * when that was a step's last open one, its parent task. Nothing happens without an open copy.
 */
export function completeStep(db: DatabaseSync, userId: number, modulo: string, now: number): void {
  const completed = db.prepare(COMPLETE_COPY_SQL).run({ now, userId, modulo });
  if (completed.changes > 0) db.prepare(COMPLETE_PARENT_SQL).run({ now, userId, modulo });
}
