import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface WeekTableLine {
  key: string;
  header: ReactNode;
}

export interface WeekTableProps {
  /** The table's name, e.g. 'Disponibilidad de Jorge Ramírez Salazar'. */
  label: string;
  /** The scroll region's name (the table scrolls sideways on a phone). */
  scrollLabel: string;
  /** The corner heading over the rows' times. */
  rowsHeader: string;
  /** A column per day, a row per time slot. */
  columns: readonly WeekTableLine[];
  rows: readonly WeekTableLine[];
  /** What stands where a row meets a column (a `WeekCell`, usually), with their positions. */
  renderCell: (
    row: WeekTableLine,
    column: WeekTableLine,
    at: { row: number; column: number },
  ) => ReactNode;
  /** @default 640 */
  minWidth?: number;
}

/**
 * A week as a table, a row per time slot and a column per day: the frame both availability grids
 * share. The region around it takes the keyboard's focus so it can be scrolled sideways.
 */
export default function WeekTable({
  label,
  scrollLabel,
  rowsHeader,
  columns,
  rows,
  renderCell,
  minWidth = 640,
}: WeekTableProps) {
  return (
    <Box
      role="region"
      aria-label={scrollLabel}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box
        component="table"
        aria-label={label}
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          minWidth,
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.25, fontSize: 13 },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{rowsHeader}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {columns.map((column, columnIndex) => (
                <td key={column.key}>
                  {renderCell(row, column, { row: rowIndex, column: columnIndex })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
