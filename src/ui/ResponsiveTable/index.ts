export {
  default as ResponsiveTable,
  TABLE_MAX_HEIGHT,
  TABLE_PAGE_SIZE,
  TABLE_VISIBLE_PAGES,
  type ResponsiveTableProps,
} from './ResponsiveTable';
export { cardBreakpoint, type TableBreakpoint } from './cardBreakpoint';
export type { TableColumn } from './types';
