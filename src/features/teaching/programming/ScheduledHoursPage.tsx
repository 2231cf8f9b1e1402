import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActividadDocente } from '@generated/main/model';
import { useObtenerProgramacionDocente } from '@generated/main/endpoints/docente-programacion/docente-programacion';
import { slotTime, weekdayName } from '@/lib/schedule';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';

const columns: TableColumn<ActividadDocente>[] = [
  { id: 'dia', header: texts.scheduled.day, render: (activity) => weekdayName(activity.dia) },
  {
    id: 'horario',
    header: texts.scheduled.hours,
    render: (activity) => `${slotTime(activity.horaInicio)} – ${slotTime(activity.horaFin)}`,
  },
  { id: 'nombre', header: texts.scheduled.activity },
  {
    id: 'tipo',
    header: texts.scheduled.kind,
    render: (activity) => texts.scheduled.kinds[activity.tipo],
  },
  {
    id: 'lugar',
    header: texts.scheduled.place,
    render: (activity) => activity.lugar ?? texts.scheduled.noPlace,
  },
  {
    id: 'horas',
    header: texts.scheduled.duration,
    align: 'right',
    render: (activity) => texts.programming.hours(activity.horas),
  },
];

/**
 * /docentes/institucional/horasprogramadas: the hours the teacher is scheduled outside class this
 * period (tutoring, coordination, preparation ...), by day, with their total.
 */
export default function ScheduledHoursPage() {
  const query = useObtenerProgramacionDocente({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.scheduled.title} intro={texts.scheduled.intro} spacing={0} />
      <QueryState
        query={query}
        loadError={texts.programming.loadError}
        isEmpty={({ results }) => results.actividades.length === 0}
        empty={texts.programming.empty}
      >
        {({ results: programming }) => (
          <>
            <Typography>
              {texts.programming.nonTeaching}:{' '}
              {texts.programming.hours(programming.horasNoLectivas)}
            </Typography>
            <ResponsiveTable
              columns={columns}
              rows={programming.actividades}
              label={texts.scheduled.label}
              pageSize={10}
              getRowKey={(activity) => activity.idActividad}
            />
          </>
        )}
      </QueryState>
      <RouterLink href={paths.docentes_programacion_docente.getHref()}>
        {texts.scheduled.programmingLink}
      </RouterLink>
    </Stack>
  );
}
