import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SeccionProgramada } from '@generated/main/model';
import { useObtenerProgramacionDocente } from '@generated/main/endpoints/docente-programacion/docente-programacion';
import { weeklySession } from '@/lib/schedule';
import { useCapitalizeName } from '@/lib/text';
import { paths, teacherCourseHref } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import AvailabilitySection from './AvailabilitySection';
import HoursSummary from './HoursSummary';

// A next period's section has no course page yet: its name is not a link.
const columns = (
  period: string,
  capitalize: (name: string) => string,
  linked = true,
): TableColumn<SeccionProgramada>[] => [
  {
    id: 'nombre',
    header: texts.programming.course,
    render: (section) =>
      linked ? (
        <RouterLink href={teacherCourseHref(section.slug, section.idSeccion, period)}>
          {capitalize(section.nombre)}
        </RouterLink>
      ) : (
        capitalize(section.nombre)
      ),
  },
  { id: 'codigoGrupo', header: texts.classes.group },
  {
    id: 'nombreProducto',
    header: texts.programming.programme,
    render: (section) => capitalize(section.nombreProducto),
  },
  {
    id: 'modalidad',
    header: texts.classes.schedule,
    render: (section) =>
      section.horarios.length ? (
        <Box component="span" sx={{ display: 'block' }}>
          {texts.modality[section.modalidad]}
          {section.horarios.map((session) => (
            <Box
              key={`${session.dia}-${session.horaInicio}`}
              component="span"
              sx={{ display: 'block' }}
            >
              {weeklySession(session)}
            </Box>
          ))}
        </Box>
      ) : (
        texts.programming.asynchronous
      ),
  },
  {
    id: 'horasSemanales',
    header: texts.programming.weekly,
    align: 'right',
    render: (section) => texts.programming.hours(section.horasSemanales),
  },
];

/**
 * /docentes/programacion-docente: the teacher's hours a week this period, in class (each section
 * with its timetable) and outside it, or spec §8's 'No hay programación disponible.'; then the
 * next period's sections once the scheduling process published them, and the teacher's declared
 * availability for that period (issue 40).
 */
export default function ProgrammingPage() {
  const query = useObtenerProgramacionDocente({ query: { meta: { silentError: true } } });
  const capitalize = useCapitalizeName();
  const programming = query.data?.results;
  const next = programming?.proximoPeriodo;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={texts.programming.title}
        intro={programming ? texts.classes.period(programming.codigoPeriodo) : undefined}
        spacing={0}
      />
      <QueryState
        query={query}
        loadError={texts.programming.loadError}
        isEmpty={({ results }) =>
          results.secciones.length === 0 && results.actividades.length === 0
        }
        empty={texts.programming.empty}
      >
        {({ results: programming }) => (
          <>
            <HoursSummary
              teaching={programming.horasLectivas}
              nonTeaching={programming.horasNoLectivas}
            />
            {programming.secciones.length > 0 && (
              <ResponsiveTable
                columns={columns(programming.codigoPeriodo, capitalize)}
                rows={programming.secciones}
                label={texts.programming.sections}
                caption={texts.programming.sections}
                pageSize={10}
                maxHeight={720}
                getRowKey={(section) => section.idSeccion}
              />
            )}
            <RouterLink href={paths.docentes_institucional_horas_programadas.getHref()}>
              {texts.programming.scheduledLink}
            </RouterLink>
          </>
        )}
      </QueryState>
      {next && (
        <ResponsiveTable
          columns={columns(next.codigoPeriodo, capitalize, false)}
          rows={next.secciones}
          label={texts.programming.nextPeriod(next.codigoPeriodo)}
          caption={texts.programming.nextPeriod(next.codigoPeriodo)}
          pageSize={10}
          maxHeight={720}
          getRowKey={(section) => section.idSeccion}
        />
      )}
      <AvailabilitySection />
    </Stack>
  );
}
