import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useObtenerAlertaMarcacionDocente } from '@generated/main/endpoints/asistencia/asistencia';
import { formatTime, toCampusTime } from '@/lib/dates';
import { readStorage, writeStorage } from '@/lib/storage';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { texts } from './texts';

/**
 * spec §4: the teacher's attendance alert (tarea/docente/marcaciondocalerta) opens on home as a
 * notification modal when today has classes whose window passed unmarked; once closed it stays
 * closed for the day (a session key: signing out forgets it).
 */
export default function TeacherAttendanceAlert() {
  const query = useObtenerAlertaMarcacionDocente({
    query: { meta: { silentError: true }, staleTime: 5 * 60_000 },
  });
  const [today] = useState(() => toCampusTime(Date.now()).format('YYYY-MM-DD'));
  const [closed, setClosed] = useState(() => readStorage('attendanceAlert') === today);
  const capitalize = useCapitalizeName();
  const alert = query.data?.results;
  if (!alert) return null;
  const close = () => {
    writeStorage('attendanceAlert', today);
    setClosed(true);
  };
  return (
    <Modal
      open={!closed}
      onClose={close}
      title={alert.titulo}
      variant="alert"
      actions={<Button onClick={close}>{texts.alert.close}</Button>}
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
    </Modal>
  );
}
