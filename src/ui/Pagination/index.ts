export {
  default as Pagination,
  DEFAULT_PAGE_COUNT,
  MIN_VISIBLE_PAGES,
  siblingsFor,
  type PaginationProps,
} from './Pagination';
