import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import type { HistorialSeccionAlumnosItem } from '@generated/main/model';
import { useObtenerHistorialSeccionDocente } from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { moduleLabel } from '@/lib/academic';
import { trailingIdOf } from '@/lib/navigation';
import { useCapitalizeName } from '@/lib/text';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { PageHeader } from '@/ui/PageHeader';
import { paths } from '@/routes';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import FigureList from '../shared/FigureList';
import { texts } from '../texts';

const resultOf = (student: HistorialSeccionAlumnosItem) =>
  student.nota === null
    ? texts.history.states.none
    : student.aprobado
      ? texts.history.states.passed
      : texts.history.states.failed;

const historyColumns = (
  capitalize: (name: string) => string,
): TableColumn<HistorialSeccionAlumnosItem>[] => [
  { id: 'nombre', header: texts.roster.student, render: (student) => capitalize(student.nombre) },
  { id: 'codigo', header: texts.roster.code },
  {
    id: 'nota',
    header: texts.history.grade,
    align: 'right',
    render: (student) => student.nota ?? '—',
  },
  {
    id: 'resultado',
    header: texts.history.state,
    render: (student) => (
      <Chip
        size="small"
        variant="outlined"
        color={student.nota === null ? 'default' : student.aprobado ? 'success' : 'error'}
        label={resultOf(student)}
      />
    ),
  },
];

/**
 * /docentes/cursos/{course-slug}-{sectionId}/historial/{period}-{pastSectionId}: a past period
 * in which the teacher taught the course: its students with their final grades and its results.
 */
export default function HistoryPage() {
  const { slug = '', slug_historial: pastSlug } = useParams();
  const sectionId = trailingIdOf(pastSlug);
  const capitalize = useCapitalizeName();
  const query = useObtenerHistorialSeccionDocente(sectionId ?? 0, {
    query: { enabled: sectionId !== null, meta: { silentError: true } },
  });
  const back = (
    <RouterLink href={`${paths.docentes_curso.getHref({ slug })}?vista=historial`}>
      {texts.history.back}
    </RouterLink>
  );
  if (sectionId === null || query.isError) {
    return (
      <RecordUnavailable
        error={sectionId === null ? null : query.error}
        notFound={texts.history.notFound}
        loadError={texts.history.loadError}
        retryLabel={texts.section.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  const past = query.data?.results;
  if (!past) return <Skeleton variant="rectangular" height={320} />;
  const figures: Array<[string, string]> = [
    [texts.history.students, String(past.estudiantes)],
    [texts.history.passed, String(past.aprobados)],
    [texts.history.failed, String(past.desaprobados)],
    [
      texts.history.average,
      past.promedio === null ? texts.history.noAverage : past.promedio.toFixed(2),
    ],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {back}
      <PageHeader
        title={capitalize(past.nombre)}
        intro={[
          texts.history.title(past.codigoPeriodo),
          `${texts.classes.group} ${past.codigoGrupo}`,
          capitalize(past.sede),
          capitalize(past.nombreProducto),
          moduleLabel(past.codigoModulo),
        ]
          .filter(Boolean)
          .join(' · ')}
        spacing={0}
      />
      <FigureList
        label={texts.history.title(past.codigoPeriodo)}
        figures={figures}
        phoneColumns={2}
      />
      <ResponsiveTable
        columns={historyColumns(capitalize)}
        rows={past.alumnos}
        label={texts.history.roster}
        caption={texts.history.roster}
        pageSize={10}
        maxHeight={640}
        getRowKey={(student) => student.codigo}
      />
    </Stack>
  );
}
