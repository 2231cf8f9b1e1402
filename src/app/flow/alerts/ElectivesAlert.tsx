import Typography from '@mui/material/Typography';
import { useObtenerAlertaElectivos } from '@generated/main/endpoints/cursos/cursos';
import { formatDate } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { HomeAlert } from '@/ui/Modal';
import type { AlertViewProps } from '@/lib/flow';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';

const t = texts.electives;

/**
 * spec §4 `AlertaElectivos`: the elective or autonomous unit the student still has to choose,
 * with its deadline (`tarea/alerta/electivos/obtener`); nothing shows once it is chosen.
 */
export default function ElectivesAlert({ closeable, onClose, inline }: AlertViewProps) {
  const capitalize = useCapitalizeName();
  const query = useObtenerAlertaElectivos(
    { codeName: 'AlertaElectivos' },
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
        <Button component={RouterLink} href={paths.electivos.getHref()} onClick={onClose}>
          {t.choose}
        </Button>
      }
    >
      <Typography>
        {t.text(capitalize(alert.courseName ?? ''), formatDate(alert.lastDateToInscription ?? ''))}
      </Typography>
    </HomeAlert>
  );
}
