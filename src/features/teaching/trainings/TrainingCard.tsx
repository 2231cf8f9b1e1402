import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CapacitacionResumen } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { ProgressBar } from '@/ui/ProgressBar';
import { RouterLink } from '@/ui/RouterLink';
import TrainingStateTags from './TrainingStateTags';
import { texts } from './texts';
import { trainingHref } from './trainingHref';

/** One training with the teacher's standing: progress while under way, grade once finished. */
export default function TrainingCard({
  training,
  headingLevel = 'h2',
}: {
  training: CapacitacionResumen;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card component="article" aria-label={training.nombre} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {training.nombre}
          </Typography>
          <TrainingStateTags training={training} />
          <Typography variant="body2" color="text.secondary">
            {texts.hours(training.horas)} ·{' '}
            {texts.dates(formatDate(training.fechaInicio), formatDate(training.fechaFin))}
          </Typography>
          {training.estado === 'FINALIZADA' ? (
            <Typography variant="body2">
              {training.nota !== null && `${texts.grade(training.nota)} · `}
              {training.fechaFinalizacion &&
                texts.finishedOn(formatDate(training.fechaFinalizacion))}
            </Typography>
          ) : (
            <ProgressBar
              value={training.avance}
              label={`${texts.progress}: ${texts.modules(training.modulosCompletados, training.modulos)}`}
            />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <RouterLink href={trainingHref(training)} aria-label={texts.open(training.nombre)}>
          {texts.openShort}
        </RouterLink>
      </CardActions>
    </Card>
  );
}
