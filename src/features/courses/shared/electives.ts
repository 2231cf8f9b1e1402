import { toCampusTime, type DateInput } from '@/lib/dates';

/**
 * Whether an elective or autonomous unit can still be chosen: through its last inscription day,
 * a Lima calendar day, inclusive. The server decides; this only spares a refused click.
 */
export function choiceOpen(lastDateToInscription: string, now: DateInput = Date.now()): boolean {
  return toCampusTime(now).format('YYYY-MM-DD') <= lastDateToInscription;
}
