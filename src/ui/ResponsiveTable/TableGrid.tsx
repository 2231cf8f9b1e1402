import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Key, ReactNode } from 'react';
import { tableTexts } from '../texts';
import { cellValue, type TableColumn } from './types';

interface TableGridProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  label: string;
  caption?: ReactNode;
  rowKey: (row: Row, index: number) => Key;
}

/** Wide screens: a table whose header stays in view while its region scrolls. */
export default function TableGrid<Row>({
  columns,
  rows,
  label,
  caption,
  rowKey,
}: TableGridProps<Row>) {
  return (
    <Table
      stickyHeader
      size="small"
      aria-label={label}
      sx={{ '& caption': { captionSide: 'top' } }}
    >
      {caption && <caption>{caption}</caption>}
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600 }}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length} align="center">
              {tableTexts.empty}
            </TableCell>
          </TableRow>
        )}
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {cellValue(column, row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
