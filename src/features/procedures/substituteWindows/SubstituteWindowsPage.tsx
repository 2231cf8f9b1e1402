import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGrabarNotasSustitutorio,
  useListarSustitutorios,
} from '@generated/main/endpoints/evaluacion-sustitutoria/evaluacion-sustitutoria';
import { notifySuccess } from '@/lib/http';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import GradeSheet from '../shared/substitute/GradeSheet';
import { lockedReason } from '../shared/substitute/lockedReason';
import { texts } from '../shared/substitute/texts';

/**
 * /superadmin/tramites/evaluacion-sustiturio/listar: the current period's substitute evaluation
 * windows with the students who requested each, the courses whose requests still wait for one,
 * and the registry's grade entry (once a window opened).
 */
export default function SubstituteWindowsPage() {
  const query = useListarSustitutorios();
  const record = useGrabarNotasSustitutorio();
  const data = query.data?.results;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {texts.listTitle}
          </Typography>
          {data && <Typography color="text.secondary">{texts.period(data.periodo)}</Typography>}
        </div>
        <Button
          component={RouterLink}
          href={paths.superadmin_evaluacion_sustitutoria_agregar.getHref()}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {texts.add}
        </Button>
      </Stack>
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {data && data.pendientes.length > 0 && (
        <Alert severity="warning" component="section" aria-label={texts.pendingTitle}>
          <Typography sx={{ fontWeight: 600 }}>{texts.pendingTitle}</Typography>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {data.pendientes.map((pending) => (
              <li key={pending.idCurso}>
                {texts.pendingItem(pending.curso, pending.programa, pending.solicitudes)} ·{' '}
                <Link
                  component={RouterLink}
                  href={`${paths.superadmin_evaluacion_sustitutoria_agregar.getHref()}?curso=${pending.idCurso}`}
                >
                  {texts.schedule}
                </Link>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
      {data && data.evaluaciones.length === 0 && <Typography>{texts.none}</Typography>}
      {data?.evaluaciones.map((evaluacion) => (
        <Stack key={evaluacion.idEvaluacion} spacing={1}>
          <GradeSheet
            key={`${evaluacion.idEvaluacion}-${evaluacion.estudiantes.map((s) => s.nota).join()}`}
            evaluacion={evaluacion}
            locked={lockedReason(evaluacion, 'registro')}
            showTeacher
            pending={record.isPending}
            onRecord={(notas) =>
              record
                .mutateAsync({ data: { idEvaluacion: evaluacion.idEvaluacion, notas } })
                .then(notifySuccess, () => undefined)
            }
          />
          <Link
            component={RouterLink}
            href={`${paths.superadmin_evaluacion_sustitutoria_actualizar.getHref()}?id=${evaluacion.idEvaluacion}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {texts.moveDates}
          </Link>
        </Stack>
      ))}
    </Stack>
  );
}
