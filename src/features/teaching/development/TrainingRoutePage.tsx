import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarRutaFormativa } from '@generated/main/endpoints/docente-desarrollo/docente-desarrollo';
import { LoadError } from '@/ui/LoadError';
import { ProgressBar } from '@/ui/ProgressBar';
import { Skeleton } from '@/ui/Skeleton';
import TrainingGrid from '../trainings/TrainingGrid';
import DevelopmentHeader from './DevelopmentHeader';
import { texts } from './texts';

/** /docentes/linea-desarrollo/ruta-formativa: the trainings the teacher's level requires, with progress. */
export default function TrainingRoutePage() {
  const query = useListarRutaFormativa({ query: { meta: { silentError: true } } });
  const trainings = query.data?.results;
  const finished = trainings?.filter((training) => training.estado === 'FINALIZADA').length ?? 0;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <DevelopmentHeader page="route" intro={texts.route.intro} />
      {query.isError && (
        <LoadError message={texts.route.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {trainings?.length === 0 && <Typography role="status">{texts.route.empty}</Typography>}
      {trainings && trainings.length > 0 && (
        <>
          <ProgressBar
            value={finished}
            limit={trainings.length}
            label={`${texts.route.progress}: ${texts.route.count(finished, trainings.length)}`}
          />
          <TrainingGrid trainings={trainings} label={texts.pages.route} />
        </>
      )}
    </Stack>
  );
}
