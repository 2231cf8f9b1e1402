import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('es');

/** Campus times are shown in Lima whatever the machine's zone; the API stores UTC (ARCHITECTURE §5). */
export const CAMPUS_TIME_ZONE = 'America/Lima';

export type DateInput = Date | string | number | dayjs.Dayjs;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE_MS = 60_000;

/**
 * One formatter for every conversion: the timezone plugin's `tz()` builds a new one each time
 * (`toLocaleString`), the costliest step of a feed's first render, where every post converts its
 * date four times (issue 36).
 */
const campusClock = new Intl.DateTimeFormat('en-US', {
  timeZone: CAMPUS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The campus's offset from UTC in minutes at the instant `ms` (its clock read as UTC, minus `ms`). */
function campusOffsetAt(ms: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of campusClock.formatToParts(ms)) part[type] = Number(value);
  const wall = Date.UTC(
    part.year!,
    part.month! - 1,
    part.day!,
    part.hour!,
    part.minute!,
    part.second!,
  );
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / MINUTE_MS);
}

/** `instant` shown at `offset`, marked with the campus's zone as `tz()` marks it (pickers read it). */
function atCampusOffset(instant: dayjs.Dayjs, offset: number, keepLocalTime = false): dayjs.Dayjs {
  const campus = instant.utcOffset(offset, keepLocalTime);
  (campus as unknown as { $x: Record<string, unknown> }).$x.$timezone = CAMPUS_TIME_ZONE;
  return campus;
}

/** The instant in Lima time. A bare 'YYYY-MM-DD' is a calendar day and is kept as that day. */
export function toCampusTime(value: DateInput): dayjs.Dayjs {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    // Midnight of that day on the campus's clock: its offset is read at the instant it names.
    const day = dayjs.utc(value);
    const guess = campusOffsetAt(day.valueOf());
    return atCampusOffset(day, campusOffsetAt(day.valueOf() - guess * MINUTE_MS), true);
  }
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return instant.tz(CAMPUS_TIME_ZONE);
  return atCampusOffset(instant, campusOffsetAt(instant.valueOf()));
}

export { dayjs };
