import Typography from '@mui/material/Typography';
import type { EncuestaProgramada } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { factsOf, type AlertViewProps } from '@/lib/flow';
import { Button } from '@/ui/Button';
import { HomeAlert } from '@/ui/Modal';
import { RouterLink } from '@/ui/RouterLink';
import { surveyHref } from '../shared/surveyHref';
import { texts } from '../texts';

const t = texts.alert;

interface SurveyFacts {
  encuesta: string;
  idProgramacion: number;
  idTipoEncuesta: EncuestaProgramada['idTipoEncuesta'];
  omitible: number;
  cierre: string;
}

/**
 * spec §4 `encuestaExterna`: the institute's survey open for the student (not a course's: those
 * wait on the course), leading to where it is answered; once answered the flow leaves it out.
 */
export default function SurveyAlert({ task, closeable, onClose, inline }: AlertViewProps) {
  const survey = factsOf<SurveyFacts>(task)[0];
  if (!survey) return null;
  const href = surveyHref({
    idProgramacion: survey.idProgramacion,
    idTipoEncuesta: survey.idTipoEncuesta,
    omitible: survey.omitible === 1,
  });
  return (
    <HomeAlert
      title={t.title}
      closeable={closeable}
      inline={inline}
      onClose={onClose}
      action={
        <Button component={RouterLink} href={href} onClick={onClose}>
          {t.answer}
        </Button>
      }
    >
      <Typography>{t.text(survey.encuesta, formatDate(survey.cierre))}</Typography>
    </HomeAlert>
  );
}
