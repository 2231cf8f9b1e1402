import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Key } from 'react';
import { cellValue, type TableColumn } from './types';

interface TableCardsProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  label: string;
  rowKey: (row: Row, index: number) => Key;
}

/** Narrow screens: one card per row, each value under its column heading. */
export default function TableCards<Row>({ columns, rows, label, rowKey }: TableCardsProps<Row>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
      {rows.map((row, index) => (
        <Paper component="li" variant="outlined" key={rowKey(row, index)} sx={{ p: 2, mb: 1 }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
          >
            {columns.map((column) => (
              <Box key={column.id} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                  {cellValue(column, row)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
