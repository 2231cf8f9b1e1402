import { toCampusTime, type dayjs } from '@/lib/dates';

/** The schedule's address names the current week 'semana' (the bottom bar's link). */
export const CURRENT_WEEK = 'semana';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WEEK_DAYS = 7;

/** The Monday (Lima) of the week of `day` (spec §9: the week starts Monday). */
export function mondayOf(day: dayjs.Dayjs): dayjs.Dayjs {
  const start = day.startOf('day');
  return start.subtract((start.day() + 6) % 7, 'day');
}

/**
 * The Monday of the week a slug shows: 'semana' (or anything that is not a real day) is the
 * week of `now`, a day 'YYYY-MM-DD' the week holding it.
 */
export function weekOf(slug: string | undefined, now: number): dayjs.Dayjs {
  if (slug && DAY.test(slug)) {
    const day = toCampusTime(slug);
    if (day.isValid() && day.format('YYYY-MM-DD') === slug) return mondayOf(day);
  }
  return mondayOf(toCampusTime(now));
}

/** The query of one week: seven days, Monday to Sunday (spec §9). */
export function weekQuery(monday: dayjs.Dayjs) {
  return {
    fechaInicio: monday.format('YYYY-MM-DD'),
    fechaFin: monday.add(WEEK_DAYS - 1, 'day').format('YYYY-MM-DD'),
  };
}

/** The slug of a week: 'semana' for the current one, its Monday otherwise. */
export function weekSlug(monday: dayjs.Dayjs, now: number): string {
  return monday.isSame(mondayOf(toCampusTime(now)), 'day')
    ? CURRENT_WEEK
    : monday.format('YYYY-MM-DD');
}

/** The seven days of the week, each as its Lima 'YYYY-MM-DD'. */
export const weekDays = (monday: dayjs.Dayjs): dayjs.Dayjs[] =>
  Array.from({ length: WEEK_DAYS }, (_, index) => monday.add(index, 'day'));
