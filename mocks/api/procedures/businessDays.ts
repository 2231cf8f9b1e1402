import { LIMA_OFFSET_MS, limaInstant } from '../limaDay.ts';

// Target times are in business days (Monday to Friday) as the institute counts them: in Lima.

const DAY = 86_400_000;

/** The end (23:59:59.999 in Lima) of the `days`th business day after `from`, as epoch ms. */
export function dueDate(from: number, days: number): number {
  let lima = new Date(from + LIMA_OFFSET_MS);
  let left = days;
  while (left > 0) {
    lima = new Date(lima.getTime() + DAY);
    const weekday = lima.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  const endOfDay = Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth(), lima.getUTCDate()) + DAY - 1;
  return endOfDay - LIMA_OFFSET_MS;
}

/** The first and last moments of a Lima day, for "filed from / to" filters. */
export function limaDayBounds(day: string): { start: number; end: number } {
  const start = limaInstant(day, '00:00');
  return { start, end: start + DAY - 1 };
}
