import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { downloadText, toCsv, type CsvValue } from '@/lib/csv';
import { toCampusTime } from '@/lib/dates';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { texts } from './texts';

interface ReportTableProps<Row> {
  title: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The CSV's cells of a row, in the columns' order. */
  csv: (row: Row) => CsvValue[];
  fileName: string;
  empty: string;
  chart?: ReactNode;
}

/** One figure of the report: its heading, chart, table and its rows as a CSV file. */
export default function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { title, rows, columns, csv, fileName, empty, chart } = props;
  const exportCsv = () =>
    downloadText(
      toCsv(
        columns.map((column) => column.header),
        rows.map(csv),
      ),
      `${fileName}-${toCampusTime(Date.now()).format('YYYY-MM-DD')}.csv`,
    );
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={exportCsv}
        >
          {texts.exportCsv(title)}
        </Button>
      </Stack>
      {rows.length === 0 ? (
        <Typography role="status">{empty}</Typography>
      ) : (
        <>
          {chart}
          {/* A report reads whole: its rows scroll inside the table rather than page. */}
          <ResponsiveTable
            columns={columns}
            rows={rows}
            label={title}
            pageSize={rows.length}
            maxHeight={600}
          />
        </>
      )}
    </Stack>
  );
}
