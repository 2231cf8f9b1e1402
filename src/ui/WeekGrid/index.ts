export {
  default as WeekGrid,
  WEEK_DAYS,
  WEEK_HOURS,
  weekHourKey,
  type WeekGridProps,
} from './WeekGrid';
