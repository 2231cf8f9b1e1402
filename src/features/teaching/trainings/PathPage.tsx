import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useObtenerRutaDesarrollo } from '@generated/main/endpoints/docente-capacitaciones/docente-capacitaciones';
import { routeIdOf } from '@/lib/navigation';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { PageHeader } from '@/ui/PageHeader';
import { paths } from '@/routes';
import { ProgressBar } from '@/ui/ProgressBar';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import TrainingGrid from './TrainingGrid';
import { texts } from './texts';

/** /docentes/capacitaciones/rutas-desarrollo/{name}/{id}: one path's trainings with the teacher's standing. */
export default function PathPage() {
  const id = routeIdOf(useParams().id);
  const query = useObtenerRutaDesarrollo(id ?? 0, {
    query: { enabled: id !== null, meta: { silentError: true } },
  });
  const back = (
    <RouterLink href={paths.docentes_capacitaciones_rutas.getHref()}>{texts.paths.back}</RouterLink>
  );
  if (id === null || query.isError) {
    return (
      <RecordUnavailable
        error={id === null ? null : query.error}
        notFound={texts.paths.notFound}
        loadError={texts.paths.loadError}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  const route = query.data?.results;
  if (!route) return <Skeleton variant="rectangular" height={320} />;
  const finished = route.capacitaciones.filter((training) => training.estado === 'FINALIZADA');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Box>{back}</Box>
      <PageHeader title={route.nombre} intro={route.descripcion} spacing={0} />
      <ProgressBar
        value={finished.length}
        limit={Math.max(route.capacitaciones.length, 1)}
        label={`${texts.paths.progress}: ${texts.paths.count(finished.length, route.capacitaciones.length)}`}
      />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {texts.paths.trainings}
      </Typography>
      <TrainingGrid
        trainings={route.capacitaciones}
        label={texts.paths.trainings}
        headingLevel="h3"
      />
    </Stack>
  );
}
