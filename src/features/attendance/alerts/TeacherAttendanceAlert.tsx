import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObtenerAlertaMarcacionDocente } from '@generated/main/endpoints/asistencia/asistencia';
import { formatTime } from '@/lib/dates';
import type { AlertViewProps } from '@/lib/flow';
import { useCapitalizeName } from '@/lib/text';
import { HomeAlert } from '@/ui/Modal';
import { texts } from '../texts';

/**
 * spec §4: the teacher's attendance alert, a notification modal the flow opens on home
 * (`marcacionDocAlerta`) while today has classes whose window passed unmarked; its template is
 * tarea/docente/marcaciondocalerta's. Closed, it stays closed for the session.
 */
export default function TeacherAttendanceAlert({ onClose, inline }: AlertViewProps) {
  const query = useObtenerAlertaMarcacionDocente({ query: { meta: { silentError: true } } });
  const capitalize = useCapitalizeName();
  const alert = query.data?.results;
  if (!alert) return null;
  return (
    <HomeAlert
      title={alert.titulo}
      // A notice of what already happened: it may always be closed, with 'Entendido'.
      closeable
      closeLabel={texts.alert.close}
      inline={inline}
      onClose={onClose}
    >
      <Stack spacing={1.5}>
        <Typography>{alert.mensaje}</Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {alert.clases.map((clase) => (
            <Typography component="li" key={clase.idSesion}>
              {texts.alert.classLine(
                capitalize(clase.nombreCurso),
                clase.grupoCodigo,
                formatTime(clase.fechaHoraInicio),
              )}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </HomeAlert>
  );
}
