import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistorialNotasResponseResultsPeriodosItem as Period } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { formatAverage } from '../shared/courseState';
import { texts } from '../texts';
import { gradeColumns } from './gradeColumns';

const { history } = texts;

interface PeriodGradesProps {
  period: Period;
  /** The history's own first segment, for the way back to every period. */
  slug: string;
}

/** One period of a programme's history: its average, approved credits and each course's grade. */
export default function PeriodGrades({ period, slug }: PeriodGradesProps) {
  const capitalize = useCapitalizeName();
  return (
    <Stack component="section" spacing={2} aria-labelledby="periodo">
      <Typography id="periodo" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {history.periodTitle(period.codigoPeriodo)}
      </Typography>
      <Typography>
        {`${history.average}: ${formatAverage(period.promedio) ?? '—'} · ${history.credits}: ${period.creditos}`}
      </Typography>
      <ResponsiveTable
        columns={gradeColumns(capitalize)}
        rows={period.cursos}
        label={history.periodCourses(period.codigoPeriodo)}
        pageSize={20}
        getRowKey={(course) => course.idCurso}
      />
      <RouterLink href={paths.estudiantes_historial_notas.getHref({ slug })}>
        {history.allPeriods}
      </RouterLink>
    </Stack>
  );
}
