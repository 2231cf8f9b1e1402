import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { List, Loading, Title, TopToolbar } from 'react-admin';
import { useListarFiltrosReporte } from '@generated/main/endpoints/reporte/reporte';
import { reportResources } from '@/admin/dataProvider/reporteAdapter';
import ExportReportButton from './ExportReportButton';
import type { ReportConfig } from './reportConfig';
import { reportFilters } from './reportFilters';
import ReportGrid from './ReportGrid';
import ReportSummary from './ReportSummary';
import { texts } from './texts';

/**
 * One report (spec §2 /admin/reportes/*): its filters from the institute's tables, what it
 * measures in words, a chart of its summary, its rows paged and sorted on the server, and the
 * whole filtered report as a CSV.
 */
export default function ReportPage({ report }: { report: ReportConfig }) {
  const tipo = reportResources[report.resource];
  // The page says what failed and offers a retry itself, so the spec §8 toast stays quiet.
  const catalogue = useListarFiltrosReporte({ tipo }, { query: { meta: { silentError: true } } });
  const results = catalogue.data?.results;
  const filters = useMemo(
    () => results && reportFilters(results, report.search),
    [results, report.search],
  );
  const title = <Title title={report.title} />;

  if (catalogue.isError) {
    return (
      <>
        {title}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void catalogue.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {texts.loadError}
        </Alert>
      </>
    );
  }
  if (!results || !filters) {
    return (
      <>
        {title}
        <Loading />
      </>
    );
  }
  return (
    <List
      resource={report.resource}
      title={report.title}
      filters={filters}
      filterDefaultValues={{ agruparPor: results.agrupaciones[0]?.id }}
      sort={{ field: 'estudiante', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportReportButton report={report} />
        </TopToolbar>
      }
      empty={false}
      // The list may be narrower than its widest report; the rows then scroll on their own.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {report.help}
      </Typography>
      <ReportSummary report={report} />
      <ReportGrid />
    </List>
  );
}
