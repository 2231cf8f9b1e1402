// Target times are in business days (Monday to Friday) as the institute counts them: in Lima,
// which keeps UTC-5 all year (Peru has no daylight saving time).

const LIMA_OFFSET = -5 * 3_600_000;
const DAY = 86_400_000;

/** The end (23:59:59.999 in Lima) of the `days`th business day after `from`, as epoch ms. */
export function dueDate(from: number, days: number): number {
  let lima = new Date(from + LIMA_OFFSET);
  let left = days;
  while (left > 0) {
    lima = new Date(lima.getTime() + DAY);
    const weekday = lima.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  const endOfDay = Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth(), lima.getUTCDate()) + DAY - 1;
  return endOfDay - LIMA_OFFSET;
}

/** The day (YYYY-MM-DD) a moment falls on in Lima: the admin filters' dates. */
export const limaDay = (at: number) => new Date(at + LIMA_OFFSET).toISOString().slice(0, 10);

/** The first and last moments of a Lima day, for "filed from / to" filters. */
export function limaDayBounds(day: string): { start: number; end: number } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - LIMA_OFFSET;
  return { start, end: start + DAY - 1 };
}
