import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { applicationTexts as t, texts } from '../texts';
import { applicationQuery } from './applicationQuery';
import ApplicationSteps from './ApplicationSteps';

/**
 * /estudiantes/servicios/beca-socieconomica: the socioeconomic form of the current period in
 * steps, each saved on the server, then submitted once; afterwards, the application's state.
 */
export default function SocioeconomicApplicationPage() {
  const query = useQuery(applicationQuery());
  const ficha = query.data?.results;
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t.title}>
        {ficha?.periodo && !ficha.enviada && (
          <Typography color="text.secondary">{t.intro(ficha.periodo)}</Typography>
        )}
      </PageHeader>
      <QueryState
        query={query}
        loadError={t.loadError}
        skeleton={<Skeleton variant="rectangular" height={320} />}
      >
        {({ results: ficha }) =>
          !ficha.periodo ? (
            <Alert severity="info">{t.notOffered}</Alert>
          ) : ficha.enviada ? (
            <Alert severity="success">
              <Stack spacing={0.5}>
                <span>{t.sent(ficha.periodo)}</span>
                {ficha.solicitud && (
                  <span>{t.sentState(texts.states[ficha.solicitud.estado])}</span>
                )}
                <RouterLink href={paths.estudiantes_becas.getHref()}>
                  {t.seeScholarships}
                </RouterLink>
              </Stack>
            </Alert>
          ) : (
            <ApplicationSteps ficha={ficha} />
          )
        }
      </QueryState>
    </Stack>
  );
}
