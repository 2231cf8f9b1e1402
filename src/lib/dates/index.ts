export { CAMPUS_TIME_ZONE, dayjs, toCampusTime } from './dayjs';
export type { DateInput } from './dayjs';
export { formatDate, formatDateTime, formatLongDate, formatMoney, formatTime } from './format';
