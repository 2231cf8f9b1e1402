import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CursosFinalizadosResponseResultsItem as FinishedCourse } from '@generated/main/model';
import { useListarCursosFinalizados } from '@generated/main/endpoints/cursos/cursos';
import { useCapitalizeName } from '@/lib/text';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { gradeColumns } from '../history/gradeColumns';
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
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={finished.title} tourAnchor="tour-finalizados" />
      <QueryState
        query={query}
        loadError={finished.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={finished.empty}
      >
        {({ results }) =>
          byProgramme(results, capitalize).map(([id, group]) => (
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
          ))
        }
      </QueryState>
    </Stack>
  );
}
