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

/** The instant in Lima time. A bare 'YYYY-MM-DD' is a calendar day and is kept as that day. */
export function toCampusTime(value: DateInput): dayjs.Dayjs {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return dayjs.tz(value, CAMPUS_TIME_ZONE);
  }
  return dayjs.utc(value).tz(CAMPUS_TIME_ZONE);
}

export { dayjs };
