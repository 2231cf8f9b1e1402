export { CAMPUS_TIME_ZONE, dayjs, toCampusTime } from './dayjs';
export type { DateInput } from './dayjs';
export {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMoney,
  formatTime,
} from './format';
export { NOW_THRESHOLD_MS, RELATIVE_TIME_LABELS, relativeTime } from './relativeTime';
