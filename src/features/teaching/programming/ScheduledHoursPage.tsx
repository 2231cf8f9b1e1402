import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActividadDocente } from '@generated/main/model';
import { useObtenerProgramacionDocente } from '@generated/main/endpoints/docente-programacion/docente-programacion';
import { slotTime, weekdayName } from '@/lib/schedule';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
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
  const programming = query.data?.results;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {texts.scheduled.title}
        </Typography>
        <Typography color="text.secondary">{texts.scheduled.intro}</Typography>
      </Box>
      {query.isError && (
        <LoadError message={texts.programming.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {programming?.actividades.length === 0 && (
        <Typography role="status">{texts.programming.empty}</Typography>
      )}
      {programming && programming.actividades.length > 0 && (
        <>
          <Typography>
            {texts.programming.nonTeaching}: {texts.programming.hours(programming.horasNoLectivas)}
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
      <RouterLink href={paths.docentes_programacion_docente.getHref()}>
        {texts.scheduled.programmingLink}
      </RouterLink>
    </Stack>
  );
}
