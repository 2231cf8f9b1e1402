import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useObtenerEncuestaProgramada } from '@generated/main/endpoints/encuesta/encuesta';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import SurveyForm from './SurveyForm';
import { texts } from '../texts';

const t = texts.survey;

/**
 * /estudiantes/encuestas/completar/{slug}, /curso/{slug} and their /opc/ variants (spec §2): one
 * programmed survey (slug = its id). One answered, skipped or closed says so instead of asking
 * again; one that is gone or not the student's (a notification's link) says so, with no retry.
 */
export default function SurveyPage() {
  const idProgramacion = Number(useParams().slug);
  const valid = Number.isSafeInteger(idProgramacion) && idProgramacion > 0;
  const query = useObtenerEncuestaProgramada(idProgramacion, {
    query: { meta: { silentError: true }, enabled: valid },
  });
  const capitalize = useCapitalizeName();
  const back = <RouterLink href={paths.estudiantes_encuestas_smart.getHref()}>{t.back}</RouterLink>;
  if (!valid || query.isError) {
    return (
      <RecordUnavailable
        error={valid ? query.error : null}
        notFound={t.notFound}
        loadError={t.loadError}
        retryLabel={t.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  const survey = query.data?.results;
  const done =
    survey &&
    (survey.estado === 'COMPLETADA'
      ? t.answered
      : survey.estado === 'OMITIDA'
        ? t.skipped
        : !survey.abierta
          ? t.closed
          : null);
  return (
    <Stack spacing={3} sx={{ maxWidth: 745, mx: 'auto', width: '100%' }}>
      {query.isPending && <Skeleton variant="rectangular" height={320} />}
      {survey && (
        <>
          <PageHeader title={survey.titulo}>
            {survey.curso && (
              <Typography sx={{ fontWeight: 600 }}>{capitalize(survey.curso)}</Typography>
            )}
            <Typography color="text.secondary">{survey.descripcion}</Typography>
          </PageHeader>
          {done ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="info">{done}</Alert>
              {back}
            </Stack>
          ) : (
            <SurveyForm survey={survey} />
          )}
        </>
      )}
    </Stack>
  );
}
