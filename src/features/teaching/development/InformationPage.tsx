import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObtenerLineaDesarrollo } from '@generated/main/endpoints/docente-desarrollo/docente-desarrollo';
import { formatDate } from '@/lib/dates';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { paths } from '@/routes';
import { ProgressBar } from '@/ui/ProgressBar';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { Tag } from '@/ui/Tag';
import FigureList from '../shared/FigureList';
import TeachingContact from '../shared/TeachingContact';
import DevelopmentHeader from './DevelopmentHeader';
import { texts } from './texts';

/**
 * /docentes/linea-desarrollo/informacion-general: the teacher's level on the development line
 * among all of them, since when, their mentor and next review, and how far their accompaniment
 * and training route went.
 */
export default function InformationPage() {
  const query = useObtenerLineaDesarrollo({ query: { meta: { silentError: true } } });
  const line = query.data?.results;
  const header = <DevelopmentHeader page="information" intro={texts.information.intro} />;
  if (query.isError) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
        {header}
        <RecordUnavailable
          error={query.error}
          notFound={texts.information.notFound}
          loadError={texts.information.loadError}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
          back={<RouterLink href={paths.home.getHref()}>{texts.information.back}</RouterLink>}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {header}
      {!line ? (
        <Skeleton variant="rectangular" height={320} />
      ) : (
        <>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {texts.information.level}
            </Typography>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {line.nivel.nombre}
            </Typography>
            <Typography>{line.nivel.descripcion}</Typography>
          </Box>
          <FigureList
            label={texts.information.facts}
            figures={[
              [texts.information.since, formatDate(line.desde)],
              [
                texts.information.nextReview,
                line.proximaRevision
                  ? formatDate(line.proximaRevision)
                  : texts.information.noReview,
              ],
              [texts.information.mentor, line.mentor],
            ]}
          />
          <Stack spacing={2}>
            <ProgressBar
              value={line.acompanamiento.realizadas}
              limit={Math.max(line.acompanamiento.realizadas + line.acompanamiento.programadas, 1)}
              label={texts.information.accompaniment(
                line.acompanamiento.realizadas,
                line.acompanamiento.programadas,
              )}
            />
            <ProgressBar
              value={line.rutaFormativa.finalizadas}
              limit={Math.max(line.rutaFormativa.total, 1)}
              label={texts.information.route(
                line.rutaFormativa.finalizadas,
                line.rutaFormativa.total,
              )}
            />
          </Stack>
          <Box>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {texts.information.ladder}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
              {line.niveles.map((level) => {
                const current = level.codigo === line.nivel.codigo;
                return (
                  <li key={level.codigo} aria-current={current ? 'step' : undefined}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: current ? 700 : 500 }}>
                        {level.nombre}
                      </Typography>
                      {current && (
                        <Tag size="small" color="primary" label={texts.information.current} />
                      )}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {level.descripcion}
                    </Typography>
                  </li>
                );
              })}
            </Box>
          </Box>
          <TeachingContact />
        </>
      )}
    </Stack>
  );
}
