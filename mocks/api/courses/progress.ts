import { isPassing } from './grades.ts';

// A student's standing in a programme (issue 13: curricular progress, grade history), computed
// from final grades; pure, so each rule is tested at its limits.

export type CourseStatus = 'APROBADO' | 'EN_CURSO' | 'DESAPROBADO' | 'PENDIENTE';

export interface Attempt {
  grade: string;
  period: string;
}

export interface CourseStanding {
  estado: CourseStatus;
  nota: string | null;
  codigoPeriodo: string | null;
}

/**
 * Passed when one final grade passes (that attempt is shown); taken now when the student holds a
 * seat this period; failed when every attempt failed (the last is shown); else pending.
 */
export function standingOf(attempts: readonly Attempt[], takenNow: boolean): CourseStanding {
  const passed = attempts.find((attempt) => isPassing(attempt.grade));
  if (passed) return { estado: 'APROBADO', nota: passed.grade, codigoPeriodo: passed.period };
  if (takenNow) return { estado: 'EN_CURSO', nota: null, codigoPeriodo: null };
  const last = attempts.at(-1);
  if (last) return { estado: 'DESAPROBADO', nota: last.grade, codigoPeriodo: last.period };
  return { estado: 'PENDIENTE', nota: null, codigoPeriodo: null };
}

/** The credit-weighted average of final grades, 2 decimals; 'NSP' counts 0; null without any. */
export function weightedAverage(grades: ReadonlyArray<{ grade: string; credits: number }>) {
  const credits = grades.reduce((sum, item) => sum + item.credits, 0);
  if (credits === 0) return null;
  const points = grades.reduce(
    (sum, item) => sum + (item.grade === 'NSP' ? 0 : Number(item.grade)) * item.credits,
    0,
  );
  return Math.round((points / credits) * 100) / 100;
}

/** Whole percent of `part` in `total`, 0 when there is nothing to count. */
export const percentOf = (part: number, total: number) =>
  total === 0 ? 0 : Math.round((part / total) * 100);
