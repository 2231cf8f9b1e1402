import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useObtenerAlertaMarcacionDocente } from '@generated/main/endpoints/asistencia/asistencia';
import { formatTime, toCampusTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { texts } from './texts';

const seenKey = (day: string, count: number) => `asistencia-alerta:${day}:${count}`;

/**
 * spec §4: the teacher's attendance alert (tarea/docente/marcaciondocalerta) opens as a
 * notification modal when today has classes whose window passed unmarked; once closed it stays
 * closed for this session until another class joins the list.
 */
export default function TeacherAttendanceAlert() {
  const query = useObtenerAlertaMarcacionDocente({
    query: { meta: { silentError: true }, staleTime: 5 * 60_000 },
  });
  const [closed, setClosed] = useState<string | null>(null);
  const [today] = useState(() => toCampusTime(Date.now()).format('YYYY-MM-DD'));
  const alert = query.data?.results;
  if (!alert) return null;
  const key = seenKey(today, alert.clases.length);
  const open = closed !== key && window.sessionStorage.getItem(key) === null;
  const close = () => {
    window.sessionStorage.setItem(key, '1');
    setClosed(key);
  };
  return (
    <Modal
      open={open}
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
                clase.nombreCurso,
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
