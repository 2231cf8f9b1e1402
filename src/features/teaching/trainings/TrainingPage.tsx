import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  descargarCertificadoCapacitacion,
  useObtenerCapacitacionDocente,
} from '@generated/main/endpoints/docente-capacitaciones/docente-capacitaciones';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/files';
import { routeIdOf } from '@/lib/navigation';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { toast } from '@/lib/toast';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { Button } from '@/ui/Button';
import { DoughnutChart } from '@/ui/DoughnutChart';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import FigureList from '../shared/FigureList';
import ModulesTable from './ModulesTable';
import TrainingStateTags from './TrainingStateTags';
import { texts } from './texts';

/**
 * /docentes/capacitaciones/en-curso/{id} and finalizadas/{id}: one training with the teacher's
 * progress (a doughnut of the modules done), its modules and due dates, and once finished its
 * grade and certificate.
 */
export default function TrainingPage() {
  const id = routeIdOf(useParams().id);
  const query = useObtenerCapacitacionDocente(id ?? 0, {
    query: { enabled: id !== null, meta: { silentError: true } },
  });
  const [downloading, setDownloading] = useState(false);
  const training = query.data?.results;
  const finished = training?.estado === 'FINALIZADA';
  const back = finished ? (
    <RouterLink href={paths.docentes_capacitaciones_finalizadas.getHref()}>
      {texts.detail.backFinished}
    </RouterLink>
  ) : (
    <RouterLink href={paths.docentes_capacitaciones_en_curso.getHref()}>
      {texts.detail.backInProgress}
    </RouterLink>
  );
  if (id === null || query.isError) {
    return (
      <RecordUnavailable
        error={id === null ? null : query.error}
        notFound={texts.detail.notFound}
        loadError={texts.detail.loadError}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  if (!training) return <Skeleton variant="rectangular" height={320} />;

  const download = async (code: string) => {
    setDownloading(true);
    try {
      saveFile(await descargarCertificadoCapacitacion(training.idCapacitacion), `${code}.pdf`);
    } catch {
      toast.show({ type: 'error', detail: texts.detail.certificateError });
    } finally {
      setDownloading(false);
    }
  };
  const figures: Array<[string, string]> = [
    [texts.detail.hours, texts.hours(training.horas)],
    [
      texts.detail.dates,
      texts.dates(formatDate(training.fechaInicio), formatDate(training.fechaFin)),
    ],
    ...(finished && training.nota !== null
      ? [[texts.detail.grade, training.nota.toLocaleString('es-PE')] as [string, string]]
      : []),
    ...(training.fechaFinalizacion
      ? [[texts.detail.finishedOn, formatDate(training.fechaFinalizacion)] as [string, string]]
      : []),
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Box>{back}</Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Box sx={{ flex: 1 }}>
          <PageHeader title={training.nombre} spacing={1.5}>
            <TrainingStateTags training={training} />
            <Typography>{training.descripcion}</Typography>
            {training.ruta && (
              <Typography variant="body2">
                {texts.detail.path}:{' '}
                <RouterLink
                  href={paths.docentes_capacitaciones_ruta.getHref({
                    name: training.ruta.slug,
                    id: training.ruta.idRuta,
                  })}
                >
                  {training.ruta.nombre}
                </RouterLink>
              </Typography>
            )}
          </PageHeader>
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <DoughnutChart value={training.avance} label={texts.progress} />
          <Typography variant="body2">
            {texts.modules(training.modulosCompletados, training.modulos)}
          </Typography>
        </Stack>
      </Stack>
      <FigureList label={texts.detail.facts} figures={figures} />
      {training.certificado && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button loading={downloading} onClick={() => void download(training.certificado!.codigo)}>
            {texts.detail.certificate}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {texts.detail.certificateCode(training.certificado.codigo)}
          </Typography>
        </Stack>
      )}
      {training.estado === 'SIN_INICIAR' && (
        <Typography role="status">{texts.detail.notStarted}</Typography>
      )}
      <Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {texts.detail.modules}
        </Typography>
        <ModulesTable modules={training.detalleModulos} />
      </Box>
    </Stack>
  );
}
