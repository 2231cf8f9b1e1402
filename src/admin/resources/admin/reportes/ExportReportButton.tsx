import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { readWholeReport } from '@/admin/dataProvider/reporteAdapter';
import { downloadText, toCsv, type CsvValue } from '@/lib/csv';
import { toCampusTime } from '@/lib/dates';
import type { ReportConfig } from './reportConfig';
import { texts } from './texts';

/**
 * The whole report for the filters in view (every page, not just the one shown) as a CSV file
 * with the report's own Spanish headers, named by the report and today's date in Lima.
 */
export default function ExportReportButton({ report }: { report: ReportConfig }) {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { columnas, filas } = await readWholeReport(report.resource, filterValues, sort);
      const rows = filas.map((row) => columnas.map((column) => row[column.clave] as CsvValue));
      const today = toCampusTime(Date.now()).format('YYYY-MM-DD');
      downloadText(
        toCsv(
          columnas.map((column) => column.titulo),
          rows,
        ),
        `${report.fileName}-${today}.csv`,
      );
    } catch {
      notify(texts.exportFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={busy ? texts.exporting : texts.export}
      onClick={() => void exportCsv()}
      disabled={busy || !total}
    >
      <DownloadIcon />
    </Button>
  );
}
