import { toCampusTime, type DateInput } from './dayjs';

/** spec §9: relative time labels, verbatim. */
export const RELATIVE_TIME_LABELS = {
  now: 'Ahora',
  seconds: 'seg',
  minutes: 'min',
  hours: 'h',
  days: 'd',
  months: 'm',
  years: 'a',
} as const;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Calendar-free lengths: a month is 30 days and a year 365, so a label never depends on the month. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Below this age a moment reads 'Ahora'; counting seconds that young is noise. */
export const NOW_THRESHOLD_MS = 30 * SECOND;

/** Largest unit first: the label uses the largest unit the age fills at least once. */
const UNITS = [
  { size: YEAR, label: RELATIVE_TIME_LABELS.years },
  { size: MONTH, label: RELATIVE_TIME_LABELS.months },
  { size: DAY, label: RELATIVE_TIME_LABELS.days },
  { size: HOUR, label: RELATIVE_TIME_LABELS.hours },
  { size: MINUTE, label: RELATIVE_TIME_LABELS.minutes },
  { size: SECOND, label: RELATIVE_TIME_LABELS.seconds },
] as const;

/**
 * How long ago `value` was, e.g. 'hace 5 min', 'hace 3 h', 'hace 1 a'; 'Ahora' under 30 seconds
 * and for moments in the future (a server clock slightly ahead of the browser's).
 */
export function relativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const age = toCampusTime(now).diff(toCampusTime(value));
  if (age < NOW_THRESHOLD_MS) return RELATIVE_TIME_LABELS.now;
  const unit = UNITS.find(({ size }) => age >= size) ?? UNITS[UNITS.length - 1];
  return `hace ${Math.floor(age / unit.size)} ${unit.label}`;
}
