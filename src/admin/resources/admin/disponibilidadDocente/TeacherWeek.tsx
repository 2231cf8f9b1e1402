import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading } from 'react-admin';
import { useObtenerDisponibilidadDeDocente } from '@generated/main/endpoints/disponibilidad-docente/disponibilidad-docente';
import { LoadError } from '@/ui/LoadError';
import { WeekGrid, weekHourKey } from '@/ui/WeekGrid';
import { texts } from './texts';

/** One teacher's declared week, read only. */
export default function TeacherWeek({ idDocente }: { idDocente: number }) {
  const query = useObtenerDisponibilidadDeDocente(idDocente, {
    query: { meta: { silentError: true } },
  });
  if (query.isError) {
    return <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Loading />;
  const week = query.data.results;
  return (
    <Stack component="section" spacing={1} aria-labelledby="teacher-week">
      <Typography id="teacher-week" component="h2" variant="h6">
        {texts.weekOf(week.nombre)}
      </Typography>
      {week.franjas.length === 0 && <Typography role="status">{texts.noHours}</Typography>}
      <WeekGrid
        label={texts.weekOf(week.nombre)}
        free={new Set(week.franjas.map((slot) => weekHourKey(slot.dia, slot.hora)))}
      />
    </Stack>
  );
}
