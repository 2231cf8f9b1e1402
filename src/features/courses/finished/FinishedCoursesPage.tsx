import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CursosFinalizadosResponseResultsItem as FinishedCourse } from '@generated/main/model';
import { useListarCursosFinalizados } from '@generated/main/endpoints/cursos/cursos';
import { useCapitalizeName } from '@/lib/text';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Skeleton } from '@/ui/Skeleton';
import { gradeColumns } from '../history/gradeColumns';
import { LoadError } from '@/ui/LoadError';
import { texts } from '../texts';

const { finished } = texts;

function finishedColumns(capitalize: (name: string) => string): TableColumn<FinishedCourse>[] {
  const grade = gradeColumns(capitalize);
  return [
    ...grade.slice(0, 1),
    { id: 'codigoPeriodo', header: texts.progress.period },
    ...grade.slice(1),
  ];
}

/** The finished courses of one programme, most recent period first (the server's order). */
function byProgramme(courses: FinishedCourse[], capitalize: (name: string) => string) {
  const groups = new Map<number, { name: string; courses: FinishedCourse[] }>();
  for (const course of courses) {
    const group = groups.get(course.idProducto) ?? {
      name: capitalize(course.nombreProducto),
      courses: [],
    };
    group.courses.push(course);
    groups.set(course.idProducto, group);
  }
  return [...groups.entries()];
}

/** /estudiantes/cursos/finalizados: every course finished in an earlier period, by programme. */
export default function FinishedCoursesPage() {
  const query = useListarCursosFinalizados({ query: { meta: { silentError: true } } });
  const capitalize = useCapitalizeName();
  const groups = query.data ? byProgramme(query.data.results, capitalize) : null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h5" data-tour="tour-finalizados" sx={{ fontWeight: 700 }}>
        {finished.title}
      </Typography>
      {query.isError && (
        <LoadError message={finished.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {groups?.length === 0 && <Typography role="status">{finished.empty}</Typography>}
      {groups?.map(([id, group]) => (
        <Stack key={id} component="section" spacing={1}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {group.name}
          </Typography>
          <ResponsiveTable
            columns={finishedColumns(capitalize)}
            rows={group.courses}
            label={finished.of(group.name)}
            pageSize={10}
            getRowKey={(course) => `${course.codigoPeriodo}-${course.idCurso}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
