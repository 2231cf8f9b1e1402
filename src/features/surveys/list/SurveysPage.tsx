import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EncuestaProgramada } from '@generated/main/model';
import { useListarEncuestasProgramadas } from '@generated/main/endpoints/encuesta/encuesta';
import { formatDate } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { Tag } from '@/ui/Tag';
import { surveyHref } from '../shared/surveyHref';
import { texts } from '../texts';

const t = texts.list;

const isPending = (survey: EncuestaProgramada) => survey.estado === 'PENDIENTE' && survey.abierta;

/** /estudiantes/encuestassmart: the surveys to answer (closing soonest first), then the rest. */
export default function SurveysPage() {
  const query = useListarEncuestasProgramadas({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      <QueryState
        query={query}
        loadError={t.loadError}
        skeleton={<Skeleton variant="rectangular" height={200} />}
      >
        {({ results: surveys }) => {
          const done = surveys.filter((survey) => !isPending(survey));
          return (
            <>
              <SurveyGroup
                id="pendientes"
                title={t.pending}
                surveys={surveys.filter(isPending)}
                empty={t.none}
              />
              {done.length > 0 && <SurveyGroup id="respondidas" title={t.done} surveys={done} />}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

interface SurveyGroupProps {
  id: string;
  title: string;
  surveys: EncuestaProgramada[];
  empty?: string;
}

function SurveyGroup({ id, title, surveys, empty }: SurveyGroupProps) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={`encuestas-${id}`}>
      <Typography id={`encuestas-${id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {surveys.length === 0 && empty && <Typography>{empty}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {surveys.map((survey) => (
          <SurveyItem key={survey.idProgramacion} survey={survey} />
        ))}
      </Box>
    </Stack>
  );
}

function SurveyItem({ survey }: { survey: EncuestaProgramada }) {
  // spec §5: the course's name as CAPITALIZE_VARIABLES writes it, not as stored.
  const capitalize = useCapitalizeName();
  const details = [
    survey.curso && t.course(capitalize(survey.curso)),
    t.until(formatDate(survey.fechaFin)),
  ];
  const state =
    survey.estado !== 'PENDIENTE'
      ? t.state[survey.estado]
      : !survey.abierta
        ? t.state.closed
        : null;
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {survey.titulo}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {details.filter(Boolean).join(' · ')}
          </Typography>
        </Stack>
        {state ? (
          <Tag
            size="small"
            label={state}
            color={survey.estado === 'COMPLETADA' ? 'success' : 'neutral'}
          />
        ) : (
          <RouterLink href={surveyHref(survey)} aria-label={t.answer(survey.titulo)}>
            {t.answerShort}
          </RouterLink>
        )}
      </Stack>
    </Box>
  );
}
