import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompletarAlertaInasistencia } from '@generated/main/endpoints/asistencia/asistencia';
import { factsOf, type AlertViewProps } from '@/lib/flow';
import { notifyError } from '@/lib/http';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { HomeAlert } from '@/ui/Modal';
import { texts } from '../texts';

const t = texts.absences;

interface AbsenceFacts {
  curso: string;
  sesiones: number;
  faltas: number;
}

/**
 * spec §4 `inasistenciaAlerta`: the current courses the student missed a fifth of, as the flow's
 * facts say. 'Entendido' acknowledges them (`tarea/inasistenciaalerta/completar`): the alert
 * comes back only with a new absence; 'Más tarde' closes it for the session.
 */
export default function AbsenceAlert({ task, closeable, onClose, inline }: AlertViewProps) {
  const capitalize = useCapitalizeName();
  const complete = useCompletarAlertaInasistencia({ mutation: { meta: { silentError: true } } });
  return (
    <HomeAlert
      title={t.title}
      closeable={closeable}
      inline={inline}
      onClose={onClose}
      action={
        <Button
          loading={complete.isPending}
          disabled={complete.isPending}
          onClick={() =>
            complete.mutate({ data: { idTask: task.idTarea } }, { onError: notifyError })
          }
        >
          {t.acknowledge}
        </Button>
      }
    >
      <Stack spacing={1.5}>
        <Typography>{t.intro}</Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {factsOf<AbsenceFacts>(task).map((course) => (
            <Typography component="li" key={course.curso}>
              {t.line(capitalize(course.curso), course.faltas, course.sesiones)}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </HomeAlert>
  );
}
