import type { DatabaseSync } from 'node:sqlite';

// The caller's open copy of a task or step (user_tasks) is completed by what it asks for, done
// anywhere in the campus, or skipped for later from the onboarding (issue 34): the flow (spec §4)
// and the onboarding report (/admin/reportes) then agree with what the student did.

// A skipped step stays open: it waits on the skipped list until it is done.
const COMPLETE_COPY_SQL = `UPDATE user_tasks SET completed_at = :now, only_skipped_steps = 0
  WHERE user_id = :userId AND modulo = :modulo AND completed_at IS NULL`;

const SKIP_COPY_SQL = `UPDATE user_tasks SET skipped_at = :now, only_skipped_steps = 1
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
const COMPLETE_PARENT_SQL = `UPDATE user_tasks SET completed_at = :now, only_skipped_steps = 0
  WHERE ${PARENT_COPY} AND NOT EXISTS (${OPEN_STEPS})`;

// spec §4: a task whose open steps were all skipped shows as its "skipped steps" variant.
const MARK_PARENT_SQL = `UPDATE user_tasks SET only_skipped_steps =
    NOT EXISTS (${OPEN_STEPS} AND s.skipped_at IS NULL)
  WHERE ${PARENT_COPY}`;

function settleParent(db: DatabaseSync, userId: number, modulo: string, now: number): void {
  db.prepare(COMPLETE_PARENT_SQL).run({ now, userId, modulo });
  db.prepare(MARK_PARENT_SQL).run({ userId, modulo });
}

/**
 * Completes `userId`'s open copy of the task or step `modulo` (e.g. 'verificarCelular') and,
 * when that was a step's last open one, its parent task. Nothing happens without an open copy.
 */
export function completeStep(db: DatabaseSync, userId: number, modulo: string, now: number): void {
  const completed = db.prepare(COMPLETE_COPY_SQL).run({ now, userId, modulo });
  if (completed.changes > 0) settleParent(db, userId, modulo, now);
}

/**
 * Leaves `userId`'s open step `modulo` for later: it stays open, marked skipped, and its task
 * becomes its skipped-steps variant once every open step is a skipped one. A step already skipped
 * or done is left as it is.
 */
export function skipStep(db: DatabaseSync, userId: number, modulo: string, now: number): void {
  const skipped = db.prepare(SKIP_COPY_SQL).run({ now, userId, modulo });
  if (skipped.changes > 0) settleParent(db, userId, modulo, now);
}
