import Stack from '@mui/material/Stack';
import { useListarRutaFormativa } from '@generated/main/endpoints/docente-desarrollo/docente-desarrollo';
import { ProgressBar } from '@/ui/ProgressBar';
import { QueryState } from '@/ui/QueryState';
import TrainingGrid from '../trainings/TrainingGrid';
import DevelopmentHeader from './DevelopmentHeader';
import { texts } from './texts';

/** /docentes/linea-desarrollo/ruta-formativa: the trainings the teacher's level requires, with progress. */
export default function TrainingRoutePage() {
  const query = useListarRutaFormativa({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <DevelopmentHeader page="route" intro={texts.route.intro} />
      <QueryState
        query={query}
        loadError={texts.route.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={texts.route.empty}
      >
        {({ results: trainings }) => {
          const finished = trainings.filter((training) => training.estado === 'FINALIZADA').length;
          return (
            <>
              <ProgressBar
                value={finished}
                limit={trainings.length}
                label={`${texts.route.progress}: ${texts.route.count(finished, trainings.length)}`}
              />
              <TrainingGrid trainings={trainings} label={texts.pages.route} />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
