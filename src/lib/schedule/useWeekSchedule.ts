import { useObtenerHorarioAlumno } from '@generated/main/endpoints/horario/horario';
import type { dayjs } from '@/lib/dates';
import { weekQuery } from './week';

/**
 * One week of the student's classes: the schedule page and the home card's 'Mi horario' ask with
 * the same key, so going from one to the other asks for nothing.
 */
export function useWeekSchedule(monday: dayjs.Dayjs) {
  return useObtenerHorarioAlumno(weekQuery(monday), {
    query: { meta: { silentError: true }, staleTime: 5 * 60_000 },
  });
}
