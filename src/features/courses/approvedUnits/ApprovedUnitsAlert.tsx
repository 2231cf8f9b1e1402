import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConsultarAlertaCursoAprobado } from '@generated/main/endpoints/cursos/cursos';
import type { AlertViewProps } from '@/lib/flow';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { HomeAlert } from '@/ui/Modal';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';

const t = texts.approvedAlert;

/**
 * spec §4's approved-didactic-unit alert: the units the student passed in their last period with
 * final grades (`cursos/aprobado/alerta/consultar` for the flow's task), leading to the finished
 * courses.
 */
export default function ApprovedUnitsAlert({ task, closeable, onClose, inline }: AlertViewProps) {
  const capitalize = useCapitalizeName();
  const query = useConsultarAlertaCursoAprobado(
    { idTask: task.idTarea },
    { query: { meta: { silentError: true } } },
  );
  const alert = query.data?.results;
  if (!alert?.mostrar) return null;
  return (
    <HomeAlert
      title={t.title}
      closeable={closeable}
      inline={inline}
      onClose={onClose}
      action={
        <Button
          component={RouterLink}
          href={paths.estudiantes_cursos_finalizados.getHref()}
          onClick={onClose}
        >
          {t.action}
        </Button>
      }
    >
      <Stack spacing={1.5}>
        <Typography>{t.intro(alert.codigoPeriodo ?? '')}</Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {alert.cursos.map((curso) => (
            <Typography component="li" key={curso.nombre}>
              {t.line(capitalize(curso.nombre), curso.nota)}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </HomeAlert>
  );
}
