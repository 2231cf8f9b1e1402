import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObtenerAvanceCurricular } from '@generated/main/endpoints/cursos/cursos';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { LoadError } from '@/ui/LoadError';
import { texts } from '../texts';
import ProgrammeProgress from './ProgrammeProgress';

/**
 * /estudiantes/cursos/avance-curricular: each programme's progress (doughnut and credits bar),
 * its approved, in-progress and pending credits and courses, and every course module by module.
 */
export default function CurricularProgressPage() {
  const query = useObtenerAvanceCurricular({ query: { meta: { silentError: true } } });
  const programmes = query.data?.results;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h5" data-tour="tour-creditos" sx={{ fontWeight: 700 }}>
        {texts.progress.title}
      </Typography>
      <RouterLink href={paths.estudiantes_situacion_academica.getHref()}>
        {texts.progress.standing}
      </RouterLink>
      {query.isError && (
        <LoadError message={texts.progress.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={320} />}
      {programmes?.length === 0 && <Typography role="status">{texts.progress.empty}</Typography>}
      {programmes?.map((programme) => (
        <ProgrammeProgress key={programme.idProducto} programme={programme} />
      ))}
    </Stack>
  );
}
