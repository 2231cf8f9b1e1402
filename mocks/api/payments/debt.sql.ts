import type { DatabaseSync } from 'node:sqlite';
import { queryOneOrThrow } from '../../db/query.ts';
import { limaDay } from '../limaDay.ts';
import { feeStateSql } from '../../db/feeState.sql.ts';

// Whether a student owes, for the home's `deudas` alert (spec §4) and anything else that must
// say so: one query over the student's fees in every enrolment and period.

const OWN_FEES = `FROM fees f JOIN enrolments e ON e.id = f.enrolment_id
  WHERE e.student_id = :studentId`;

/**
 * `overdue` is 1 when a fee is past its due day unpaid (a fee under a report of a payment not
 * reflected is not counted while the report is open); `dueSoon` is 1 when an unpaid fee falls due
 * from today through `:untilDay`. Parameters: `:studentId`, `:today` and `:untilDay`, Lima days
 * ('YYYY-MM-DD').
 */
export const STUDENT_DEBT_SQL = `SELECT
    EXISTS (SELECT 1 ${OWN_FEES} AND ${feeStateSql('f')} = 'VENCIDA') AS overdue,
    EXISTS (SELECT 1 ${OWN_FEES} AND ${feeStateSql('f')} = 'PENDIENTE'
      AND f.due_on <= :untilDay) AS dueSoon`;

export interface StudentDebt {
  /** A fee is overdue. */
  overdue: boolean;
  /** A fee falls due within the days asked (today included). */
  dueSoon: boolean;
}

/** `STUDENT_DEBT_SQL` for one student at the instant `now` (epoch ms), looking `days` ahead. */
export function studentDebt(
  db: DatabaseSync,
  studentId: number,
  now: number,
  days: number,
): StudentDebt {
  const row = queryOneOrThrow<{ overdue: number; dueSoon: number }>(db, STUDENT_DEBT_SQL, {
    studentId,
    today: limaDay(now),
    untilDay: limaDay(now, days),
  });
  return { overdue: row.overdue === 1, dueSoon: row.dueSoon === 1 };
}
