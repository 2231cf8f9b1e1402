import type { DateCalendarProps } from '@mui/x-date-pickers/DateCalendar';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { CAMPUS_TIME_ZONE, toCampusTime, type DateInput } from '@/lib/dates';
import { datePickerTexts } from '../texts';

/** spec §5: Saturday and Sunday are disabled unless told (dayjs numbering, Sunday is 0). */
export const DEFAULT_DISABLED_WEEKDAYS: readonly number[] = [6, 0];

export interface CalendarRules {
  /** First day that can be chosen. */
  minDate?: DateInput;
  /** Last day that can be chosen. */
  maxDate?: DateInput;
  /** Days that cannot be chosen ('YYYY-MM-DD' calendar days or instants, read in Lima time). */
  disabledDates?: readonly DateInput[];
  /** Weekdays that cannot be chosen, dayjs numbering (0 Sunday … 6 Saturday). @default [6, 0] */
  disabledWeekdays?: readonly number[];
}

/** A calendar whose next year is all disabled has no sensible day to open on. */
const DAYS_SEARCHED = 366;

const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

/** Monday first: dayjs counts from Sunday (0), the spec's labels from Monday. */
export const weekdayLabel = (day: Dayjs): string => datePickerTexts.weekdays[(day.day() + 6) % 7];

/** The DateCalendar props every campus calendar shares, and the same day rule for our own logic. */
export function useCalendarRules({
  minDate,
  maxDate,
  disabledDates,
  disabledWeekdays = DEFAULT_DISABLED_WEEKDAYS,
}: CalendarRules) {
  const min = minDate === undefined ? undefined : toCampusTime(minDate).startOf('day');
  const max = maxDate === undefined ? undefined : toCampusTime(maxDate).startOf('day');
  const minKey = min && dayKey(min);
  const maxKey = max && dayKey(max);
  const disabledKeys = useMemo(
    () => new Set((disabledDates ?? []).map((date) => dayKey(toCampusTime(date)))),
    [disabledDates],
  );

  const isDayDisabled = (day: Dayjs) => {
    const key = dayKey(day);
    return (
      disabledWeekdays.includes(day.day()) ||
      disabledKeys.has(key) ||
      (minKey !== undefined && key < minKey) ||
      (maxKey !== undefined && key > maxKey)
    );
  };

  /** The first day from `from` on that can be chosen: an empty calendar opens on it with focus. */
  const firstEnabledDay = (from: Dayjs) => {
    let day = from;
    for (let step = 0; step < DAYS_SEARCHED; step += 1, day = day.add(1, 'day')) {
      if (!isDayDisabled(day)) return day;
    }
    return from;
  };

  const calendarProps = {
    timezone: CAMPUS_TIME_ZONE,
    dayOfWeekFormatter: weekdayLabel,
    minDate: min,
    maxDate: max,
    shouldDisableDate: isDayDisabled,
  } satisfies Partial<DateCalendarProps>;

  return { calendarProps, isDayDisabled, firstEnabledDay, min, max };
}
