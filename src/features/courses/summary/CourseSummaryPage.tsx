import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useObtenerResumenCurso } from '@generated/main/endpoints/cursos/cursos';
import type { ResumenCursoResponseResultsEvaluacionesItem as Evaluation } from '@generated/main/model';
import { isApiError } from '@/lib/http';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { moduleLabel } from '@/lib/academic';
import { useCapitalizeName } from '@/lib/text';
import { LoadError } from '@/ui/LoadError';
import { texts } from '../texts';

const { summary } = texts;

const columns: TableColumn<Evaluation>[] = [
  { id: 'name', header: summary.evaluation },
  { id: 'percentage', header: summary.weight, align: 'right', render: (e) => `${e.percentage}%` },
  { id: 'description', header: summary.description, render: (e) => e.description ?? '—' },
];

/**
 * /estudiantes/resumen/{sectionId}: a course's summary (sumilla), the competence it builds and
 * its evaluation plan, for one of the student's own sections.
 */
export default function CourseSummaryPage() {
  const sectionId = Number(useParams()._id);
  const valid = Number.isSafeInteger(sectionId) && sectionId > 0;
  const query = useObtenerResumenCurso(valid ? sectionId : 0, {
    query: { enabled: valid, meta: { silentError: true } },
  });
  const status = isApiError(query.error) ? query.error.status : null;
  const missing = !valid || status === 403 || status === 404;
  const course = query.data?.results;
  const capitalize = useCapitalizeName();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <RouterLink href={paths.estudiantes_cursos.getHref()}>{summary.back}</RouterLink>
      {missing && <Alert severity="warning">{summary.notFound}</Alert>}
      {query.isError && !missing && (
        <LoadError message={summary.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isLoading && <Skeleton variant="rectangular" height={320} />}
      {course && (
        <>
          <PageHeader
            title={capitalize(course.nombre)}
            intro={[
              capitalize(course.nombreProducto),
              moduleLabel(course.codigoModulo) ?? course.codigoModulo,
              summary.credits(course.creditos),
            ].join(' · ')}
          >
            <Typography color="text.secondary">
              {summary.teacher(course.docente === null ? null : capitalize(course.docente))}
            </Typography>
          </PageHeader>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {summary.sumilla}
                </Typography>
                <Typography>{course.sumilla}</Typography>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {summary.competence}
                </Typography>
                <Typography>{course.competencia}</Typography>
              </Stack>
            </CardContent>
          </Card>
          <Stack spacing={1}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {summary.plan}
            </Typography>
            <ResponsiveTable
              columns={columns}
              rows={course.evaluaciones}
              label={summary.plan}
              pageSize={20}
              getRowKey={(evaluation) => evaluation.name}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
