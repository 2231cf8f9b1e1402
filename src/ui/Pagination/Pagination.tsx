import MuiPagination from '@mui/material/Pagination';
import { useControlled } from '@mui/material/utils';
import type { UsePaginationItem } from '@mui/material/usePagination';
import { paginationTexts } from '../texts';

/** spec §9: nine pages unless told, starting on the first. */
export const DEFAULT_PAGE_COUNT = 9;
/** spec §9: never fewer than five page buttons in view. */
export const MIN_VISIBLE_PAGES = 5;

/**
 * The siblings around the current page that keep at least `minVisible` page buttons in view. MUI
 * shows the first and last page (one boundary each) plus the current page and its siblings on
 * both sides, so at worst `3 + 2 * siblings` buttons.
 */
export const siblingsFor = (minVisible: number): number =>
  Math.max(0, Math.ceil((minVisible - 3) / 2));

const itemLabel = (type: UsePaginationItem['type'], page: number | null, selected: boolean) => {
  if (type === 'previous') return paginationTexts.previous;
  if (type === 'next') return paginationTexts.next;
  return selected ? paginationTexts.currentPage(page ?? 0) : paginationTexts.goToPage(page ?? 0);
};

export interface PaginationProps {
  /** Number of pages. @default 9 */
  count?: number;
  /** Current page (1-based) when controlled; pair it with `onChange`. */
  page?: number;
  /** First page shown when uncontrolled. @default 1 */
  defaultPage?: number;
  /** Called with the chosen page (1-based). */
  onChange?: (page: number) => void;
  /** Fewest page buttons kept in view, ellipses aside. @default 5 */
  minVisible?: number;
  /** Names the navigation landmark. @default 'Paginación' */
  label?: string;
  /** Disables every button. @default false */
  disabled?: boolean;
  /** Button size. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

/** Numbered pages; 'previous' and 'next' appear only when that page exists (spec §4). */
export default function Pagination({
  count = DEFAULT_PAGE_COUNT,
  page: pageProp,
  defaultPage = 1,
  onChange,
  minVisible = MIN_VISIBLE_PAGES,
  label = paginationTexts.label,
  disabled = false,
  size = 'medium',
}: PaginationProps) {
  const [page, setPage] = useControlled({
    controlled: pageProp,
    default: defaultPage,
    name: 'Pagination',
    state: 'page',
  });
  return (
    <MuiPagination
      aria-label={label}
      count={count}
      page={page}
      onChange={(_, next) => {
        setPage(next);
        onChange?.(next);
      }}
      siblingCount={siblingsFor(minVisible)}
      boundaryCount={1}
      hidePrevButton={page <= 1}
      hideNextButton={page >= count}
      getItemAriaLabel={itemLabel}
      color="primary"
      disabled={disabled}
      size={size}
    />
  );
}
