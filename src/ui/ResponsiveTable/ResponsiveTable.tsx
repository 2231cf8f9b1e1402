import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type Key, type ReactNode } from 'react';
import { Pagination } from '../Pagination';
import { tableTexts } from '../texts';
import { cardBreakpoint, type TableBreakpoint } from './cardBreakpoint';
import TableCards from './TableCards';
import TableGrid from './TableGrid';
import type { TableColumn } from './types';

/** spec §9: five rows per page, six page buttons in view, 360 px tall before scrolling. */
export const TABLE_PAGE_SIZE = 5;
export const TABLE_VISIBLE_PAGES = 6;
export const TABLE_MAX_HEIGHT = 360;

export interface ResponsiveTableProps<Row> {
  /** Columns in display order. */
  columns: readonly TableColumn<Row>[];
  /** Every row; the table pages through them. */
  rows: readonly Row[];
  /** Names the table (and its scroll region) for screen readers. */
  label: string;
  /** Visible title over the table. */
  caption?: ReactNode;
  /** Below this breakpoint rows become cards: sm 576, md 768, lg 1024, xl 1280 px. @default 'md' */
  breakpoint?: TableBreakpoint;
  /** Rows per page. @default 5 */
  pageSize?: number;
  /**
   * Height in px past which the rows scroll; 'none' lets the page scroll instead, for a table
   * that is the page's content (a phone would otherwise show it through a slot, cut mid-card).
   * @default 360
   */
  maxHeight?: number | 'none';
  /** Stable key of a row. @default its position in `rows` */
  getRowKey?: (row: Row, index: number) => Key;
}

/** A paged table that turns into one card per row on screens narrower than its breakpoint. */
export default function ResponsiveTable<Row>({
  columns,
  rows,
  label,
  caption,
  breakpoint = 'md',
  pageSize = TABLE_PAGE_SIZE,
  maxHeight = TABLE_MAX_HEIGHT,
  getRowKey,
}: ResponsiveTableProps<Row>) {
  const cards = useMediaQuery(`(max-width:${cardBreakpoint(breakpoint) - 0.05}px)`);
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  // Fewer rows than before may leave the chosen page empty.
  const current = Math.min(page, pageCount);
  const offset = (current - 1) * pageSize;
  const visible = rows.slice(offset, offset + pageSize);
  const rowKey = (row: Row, index: number) => getRowKey?.(row, offset + index) ?? offset + index;

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={current}
          onChange={setPage}
          minVisible={TABLE_VISIBLE_PAGES}
          label={tableTexts.pagination(label)}
          size="small"
        />
      )}
      {cards && caption && <Typography variant="subtitle2">{caption}</Typography>}
      <Box
        role="region"
        aria-label={tableTexts.scrollRegion(label)}
        tabIndex={0}
        sx={{
          maxHeight,
          overflow: 'auto',
          borderRadius: 1,
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {!cards ? (
          <TableGrid
            columns={columns}
            rows={visible}
            label={label}
            caption={caption}
            rowKey={rowKey}
          />
        ) : visible.length > 0 ? (
          <TableCards columns={columns} rows={visible} label={label} rowKey={rowKey} />
        ) : (
          <Typography sx={{ p: 2, textAlign: 'center' }}>{tableTexts.empty}</Typography>
        )}
      </Box>
    </Stack>
  );
}
