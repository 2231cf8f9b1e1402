import { CAMPUS_TIME_ZONE } from '@/lib/dates';

// hourCycle 'h23': with `hour12: false` some engines write midnight as '24'.
const limaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CAMPUS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function limaMinuteOfDay(now: Date): number {
  const parts = limaClock.formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

const minuteOfDay = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether live notifications keep quiet at `now` under the caller's quiet hours ('HH:mm', 24 h):
 * from `from` (inclusive) to `to` (exclusive), read on Lima's clock whatever the machine's zone,
 * crossing midnight when `to` comes first (22:00 to 07:00).
 */
export function isQuietTime(now: Date, quietHours: { from: string; to: string } | null): boolean {
  if (!quietHours) return false;
  const current = limaMinuteOfDay(now);
  const from = minuteOfDay(quietHours.from);
  const to = minuteOfDay(quietHours.to);
  return from <= to ? current >= from && current < to : current >= from || current < to;
}
