import type { DatabaseSync } from 'node:sqlite';
import {
  COMPLETE_COPY_SQL,
  COMPLETE_PARENT_SQL,
  MARK_PARENT_SQL,
  SKIP_COPY_SQL,
} from './completeStep.sql.ts';

// The caller's open copy of a task or step (user_tasks) is completed by what it asks for, done
// anywhere in the campus, or skipped for later from the onboarding (issue 34): the flow (spec §4)
// and the onboarding report (/admin/reportes) then agree with what the student did.

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
