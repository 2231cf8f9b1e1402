import Stack from '@mui/material/Stack';
import { useObtenerAvanceCurricular } from '@generated/main/endpoints/cursos/cursos';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import ProgrammeProgress from './ProgrammeProgress';

/**
 * /estudiantes/cursos/avance-curricular: each programme's progress (doughnut and credits bar),
 * its approved, in-progress and pending credits and courses, and every course module by module.
 */
export default function CurricularProgressPage() {
  const query = useObtenerAvanceCurricular({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.progress.title} tourAnchor="tour-creditos" />
      <RouterLink href={paths.estudiantes_situacion_academica.getHref()}>
        {texts.progress.standing}
      </RouterLink>
      <QueryState
        query={query}
        loadError={texts.progress.loadError}
        skeleton={<Skeleton variant="rectangular" height={320} />}
        isEmpty={({ results }) => results.length === 0}
        empty={texts.progress.empty}
      >
        {({ results }) =>
          results.map((programme) => (
            <ProgrammeProgress key={programme.idProducto} programme={programme} />
          ))
        }
      </QueryState>
    </Stack>
  );
}
