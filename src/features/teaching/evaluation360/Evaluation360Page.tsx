import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import type { Dimension360 } from '@generated/main/model';
import { useObtenerEvaluacion360 } from '@generated/main/endpoints/docente-desarrollo/docente-desarrollo';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { PageHeader } from '@/ui/PageHeader';
import { paths } from '@/routes';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { Select } from '@/ui/Select';
import { Skeleton } from '@/ui/Skeleton';
import FigureList from '../shared/FigureList';
import Evaluation360Chart from './Evaluation360Chart';
import { formatScore } from './score';
import { texts } from './texts';

const PERIOD_CODE = /^\d{4}-(I|II)$/;

const score = (key: keyof typeof texts.sources): TableColumn<Dimension360> => ({
  id: key,
  header: texts.sources[key],
  align: 'right',
  render: (dimension) => formatScore(dimension[key]),
});

const columns: TableColumn<Dimension360>[] = [
  { id: 'dimension', header: texts.dimension },
  score('autoevaluacion'),
  score('estudiantes'),
  score('pares'),
  score('jefatura'),
  {
    id: 'promedio',
    header: texts.mean,
    align: 'right',
    render: (dimension) => <strong>{formatScore(dimension.promedio)}</strong>,
  },
];

/**
 * /docentes/evaluacion-360: the teacher's 360° evaluation of a period (the latest unless the
 * address names one in ?periodo=), by dimension and source, as a chart and a table.
 */
export default function Evaluation360Page() {
  const [search, setSearch] = useSearchParams();
  // A malformed code in the address is ignored (the latest period shows), not sent to fail.
  const asked = search.get('periodo');
  const periodo = asked && PERIOD_CODE.test(asked) ? asked : undefined;
  const query = useObtenerEvaluacion360(
    { periodo },
    { query: { meta: { silentError: true }, placeholderData: (previous) => previous } },
  );
  const evaluation = query.data?.results;
  const header = <PageHeader title={texts.title} intro={texts.intro} spacing={0} />;
  if (query.isError) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
        {header}
        <RecordUnavailable
          error={query.error}
          notFound={texts.notFound}
          loadError={texts.loadError}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
          back={
            <RouterLink href={paths.docentes_evaluacion_360.getHref()}>{texts.title}</RouterLink>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {header}
      {!evaluation && <Skeleton variant="rectangular" height={320} />}
      {evaluation && evaluation.codigoPeriodo === null && (
        <Typography role="status">{texts.empty}</Typography>
      )}
      {evaluation?.codigoPeriodo && evaluation.promedio !== null && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-end' } }}
          >
            <Box sx={{ minWidth: 200 }}>
              <Select
                label={texts.period}
                options={evaluation.periodos.map((code) => ({ id: code, description: code }))}
                value={evaluation.codigoPeriodo}
                onChange={(code) => setSearch(code ? { periodo: String(code) } : {})}
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FigureList
                label={texts.title}
                figures={[[texts.overall, texts.outOfFive(formatScore(evaluation.promedio))]]}
              />
            </Box>
          </Stack>
          <Evaluation360Chart
            dimensions={evaluation.dimensiones}
            label={texts.chart(evaluation.codigoPeriodo, formatScore(evaluation.promedio))}
          />
          <ResponsiveTable
            columns={columns}
            rows={evaluation.dimensiones}
            label={texts.table}
            pageSize={evaluation.dimensiones.length}
            getRowKey={(dimension) => dimension.dimension}
          />
        </>
      )}
    </Stack>
  );
}
