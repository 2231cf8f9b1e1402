import type { DatabaseSync } from 'node:sqlite';
import { REOPEN_COPY_SQL, REOPEN_PARENT_SQL } from './reopenStep.sql.ts';

// A task or step done once can be undone by what happens later (an enrolment document observed,
// issue 34): the user's copy, and the task it is a step of, are open again.

/**
 * Opens `userId`'s completed copy of the task or step `modulo` again (completed_at back to NULL)
 * and, for a step, its task's copy. Nothing happens without a completed copy.
 */
export function reopenStep(db: DatabaseSync, userId: number, modulo: string): void {
  const reopened = db.prepare(REOPEN_COPY_SQL).all({ userId, modulo }) as {
    taskId: number | null;
  }[];
  for (const { taskId } of reopened) {
    if (taskId !== null) db.prepare(REOPEN_PARENT_SQL).run({ userId, taskId });
  }
}
