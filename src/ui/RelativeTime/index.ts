export {
  default as RelativeTime,
  RELATIVE_TIME_REFRESH_MS,
  type RelativeTimeProps,
} from './RelativeTime';
export { useNow } from './useNow';
