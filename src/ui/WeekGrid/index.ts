export {
  default as WeekGrid,
  WEEK_DAYS,
  WEEK_HOURS,
  weekHourKey,
  type WeekGridProps,
} from './WeekGrid';
export { default as WeekTable, type WeekTableLine, type WeekTableProps } from './WeekTable';
export { default as WeekCell } from './WeekCell';
