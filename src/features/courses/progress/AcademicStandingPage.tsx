import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AvanceCurricularResponseResultsItem } from '@generated/main/model';
import { useObtenerAvanceCurricular } from '@generated/main/endpoints/cursos/cursos';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { moduleLabel } from '@/lib/academic';
import { useCapitalizeName } from '@/lib/text';
import { historyHref } from '../shared/courseHref';
import { formatAverage } from '../shared/courseState';
import { texts } from '../texts';

const { standing } = texts;

function facts(programme: AvanceCurricularResponseResultsItem): [string, string][] {
  const { creditos, cursos } = programme;
  return [
    [standing.enrolment, standing.enrolmentState[programme.estadoMatricula]],
    [
      standing.currentModule,
      moduleLabel(programme.codigoModuloActual) ?? programme.codigoModuloActual,
    ],
    [standing.average, formatAverage(programme.promedioPonderado) ?? standing.noAverage],
    [standing.creditsApproved, standing.creditsOf(creditos.aprobados, creditos.total)],
    [standing.coursesApproved, standing.creditsOf(cursos.aprobados, cursos.total)],
    [standing.coursesInProgress, String(cursos.enCurso)],
    [standing.coursesPending, String(cursos.pendientes)],
  ];
}

/**
 * /estudiantes/cursos/avance-curricular/situacion-academica: where the student stands in each
 * programme (enrolment, current module, weighted average, credits and courses), from the same
 * request as the progress page.
 */
export default function AcademicStandingPage() {
  const query = useObtenerAvanceCurricular({ query: { meta: { silentError: true } } });
  const capitalize = useCapitalizeName();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={standing.title} tourAnchor="tour-situacion-academica" />
      <RouterLink href={paths.estudiantes_avance_curricular.getHref()}>{standing.back}</RouterLink>
      <QueryState
        query={query}
        loadError={texts.progress.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={texts.progress.empty}
      >
        {({ results }) =>
          results.map((programme) => (
            <Card key={programme.idProducto} component="section" variant="outlined">
              <CardContent>
                <Stack spacing={2}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    {capitalize(programme.nombreProducto)}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      display: 'grid',
                      gridTemplateColumns: {
                        xs: '1fr',
                        sm: 'repeat(2, 1fr)',
                        md: 'repeat(4, 1fr)',
                      },
                      gap: 2,
                    }}
                  >
                    {facts(programme).map(([label, value]) => (
                      <div key={label}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                          {value}
                        </Typography>
                      </div>
                    ))}
                  </Box>
                  <RouterLink href={historyHref(programme)}>{texts.progress.history}</RouterLink>
                </Stack>
              </CardContent>
            </Card>
          ))
        }
      </QueryState>
    </Stack>
  );
}
