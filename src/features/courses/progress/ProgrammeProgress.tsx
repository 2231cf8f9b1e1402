import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AvanceCurricularResponseResultsItem } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { DoughnutChart } from '@/ui/DoughnutChart';
import { RouterLink } from '@/ui/RouterLink';
import { historyHref } from '../shared/courseHref';
import { texts } from '../texts';
import ModuleCourses from './ModuleCourses';

interface ProgrammeProgressProps {
  programme: AvanceCurricularResponseResultsItem;
}

/**
 * One programme's progress: the doughnut, the counts, and its modules' courses. The share of
 * credits approved is drawn once, as the neutral ring: a second, red-to-green bar of the same
 * figure read as an error for a student early in the plan.
 */
export default function ProgrammeProgress({ programme }: ProgrammeProgressProps) {
  const { creditos, cursos } = programme;
  const capitalize = useCapitalizeName();
  const figures = [
    [texts.progress.approved, creditos.aprobados, cursos.aprobados],
    [texts.progress.inProgress, creditos.enCurso, cursos.enCurso],
    [texts.progress.pending, creditos.pendientes, cursos.pendientes],
  ] as const;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={`programa-${programme.idProducto}`}
    >
      <CardContent>
        <Stack spacing={3}>
          <Typography
            id={`programa-${programme.idProducto}`}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700 }}
          >
            {capitalize(programme.nombreProducto)}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
          >
            <DoughnutChart
              value={programme.porcentaje}
              label={texts.progress.doughnut(capitalize(programme.nombreProducto))}
            />
            <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
              <Stack component="dl" direction="row" sx={{ m: 0, flexWrap: 'wrap', gap: 3 }}>
                {figures.map(([label, credits, courses]) => (
                  <div key={label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                      {`${credits} ${texts.progress.credits.toLowerCase()} · ${courses} ${texts.progress.courses.toLowerCase()}`}
                    </Typography>
                  </div>
                ))}
              </Stack>
              <RouterLink href={historyHref(programme)} data-tour="tour-historial-notas">
                {texts.progress.history}
              </RouterLink>
            </Stack>
          </Stack>
          <ModuleCourses programme={programme} />
        </Stack>
      </CardContent>
    </Card>
  );
}
