import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useListarHistorialNotas } from '@generated/main/endpoints/cursos/cursos';
import { isApiError } from '@/lib/http';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { trailingIdOf } from '@/lib/navigation';
import { useCapitalizeName } from '@/lib/text';
import { LoadError } from '@/ui/LoadError';
import { texts } from '../texts';
import PeriodGrades from './PeriodGrades';
import PeriodTable from './PeriodTable';

const { history } = texts;

/**
 * /estudiantes/cursos/avance-curricular/historial-notas/{programme-slug}-{productId}[/{period}]:
 * a programme's periods with their averages, and one period's grades a segment further. One
 * request serves both; another student's programme, or none, says so.
 */
export default function GradeHistoryPage() {
  const { slug = '', slug2: period } = useParams();
  const programmeId = trailingIdOf(slug);
  const capitalize = useCapitalizeName();
  const query = useListarHistorialNotas(programmeId ?? 0, {
    query: { enabled: programmeId !== null, meta: { silentError: true } },
  });
  const back = (
    <RouterLink href={paths.estudiantes_avance_curricular.getHref()}>
      {texts.standing.back}
    </RouterLink>
  );
  const status = isApiError(query.error) ? query.error.status : null;
  const missing = programmeId === null || status === 403 || status === 404;
  const programme = query.data?.results;
  const shown = period ? programme?.periodos.find((p) => p.codigoPeriodo === period) : undefined;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={history.title}
        tourAnchor="tour-historial-notas"
        intro={programme ? capitalize(programme.nombreProducto) : undefined}
      />
      {back}
      {missing && <Alert severity="warning">{history.notFound}</Alert>}
      {query.isError && !missing && (
        <LoadError message={history.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isLoading && <Skeleton variant="rectangular" height={240} />}
      {programme && !period && programme.periodos.length === 0 && (
        <Typography role="status">{history.empty}</Typography>
      )}
      {programme && !period && programme.periodos.length > 0 && (
        <PeriodTable programme={programme} slug={slug} />
      )}
      {programme && period && !shown && (
        <Alert severity="warning">{history.periodNotFound(period)}</Alert>
      )}
      {programme && shown && <PeriodGrades period={shown} slug={slug} />}
    </Stack>
  );
}
