import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useParams, useSearchParams } from 'react-router';
import { useObtenerSeccionDocente } from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { courseColor, moduleLabel } from '@/lib/academic';
import { formatDate } from '@/lib/dates';
import { trailingIdOf } from '@/lib/navigation';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { weeklySession } from '@/lib/schedule';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { texts } from '../texts';
import EvaluationsTab from './EvaluationsTab';
import HistoryTab from './HistoryTab';
import RosterTab from './RosterTab';
import SessionsTab from './SessionsTab';

const VIEWS = ['estudiantes', 'sesiones', 'evaluaciones', 'historial'] as const;
type View = (typeof VIEWS)[number];

/**
 * /docentes/cursos/{course-slug}-{sectionId}/{periodCode}: one of the teacher's sections with its
 * roster (`?vista=estudiantes`), its sessions and their attendance (`sesiones`), its evaluation
 * plan with the students' grades (`evaluaciones`) and the past periods of its course
 * (`historial`). Another teacher's section, or none, says so.
 */
export default function SectionPage() {
  const sectionId = trailingIdOf(useParams().slug);
  const [searchParams, setSearchParams] = useSearchParams();
  const capitalize = useCapitalizeName();
  const view: View = VIEWS.find((item) => item === searchParams.get('vista')) ?? 'estudiantes';
  const query = useObtenerSeccionDocente(sectionId ?? 0, {
    query: { enabled: sectionId !== null, meta: { silentError: true } },
  });
  const back = <RouterLink href={paths.docentes_cursos.getHref()}>{texts.section.back}</RouterLink>;
  if (sectionId === null || query.isError) {
    return (
      <RecordUnavailable
        error={sectionId === null ? null : query.error}
        notFound={texts.section.notFound}
        loadError={texts.section.loadError}
        retryLabel={texts.section.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  const section = query.data?.results;
  if (!section) return <Skeleton variant="rectangular" height={320} />;
  const facts: Array<[string, string]> = [
    [texts.classes.campus, capitalize(section.sede)],
    [texts.classes.group, section.codigoGrupo],
    [texts.section.credits, String(section.creditos)],
    ...(section.fechaInicio && section.fechaFin
      ? [
          [
            texts.section.dates,
            texts.section.dateRange(formatDate(section.fechaInicio), formatDate(section.fechaFin)),
          ] as [string, string],
        ]
      : []),
    [
      texts.classes.schedule,
      section.horarios.map(weeklySession).join('; ') || texts.classes.noSchedule,
    ],
    [texts.section.held, String(section.sesionesDictadas)],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {back}
      <Box sx={{ borderLeft: 6, borderLeftColor: courseColor(section.idSeccion), pl: 2 }}>
        <PageHeader
          title={capitalize(section.nombre)}
          intro={[
            capitalize(section.nombreProducto),
            moduleLabel(section.codigoModulo),
            section.codigoPeriodo,
          ]
            .filter(Boolean)
            .join(' · ')}
          spacing={1}
        >
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={texts.modality[section.modalidad]} />
            <Chip
              size="small"
              color="primary"
              label={texts.classes.students(section.estudiantes)}
            />
          </Stack>
        </PageHeader>
      </Box>
      <Box
        component="dl"
        aria-label={texts.section.facts}
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0 },
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Tabs
        aria-label={texts.section.tabs}
        value={view}
        onChange={(id) => setSearchParams({ vista: String(id) }, { replace: true })}
        items={[
          { id: 'estudiantes', title: texts.section.roster },
          { id: 'sesiones', title: texts.section.sessions },
          { id: 'evaluaciones', title: texts.section.evaluations },
          { id: 'historial', title: texts.history.tab },
        ]}
      >
        {view === 'estudiantes' && <RosterTab section={section} />}
        {view === 'sesiones' && <SessionsTab sectionId={section.idSeccion} />}
        {view === 'evaluaciones' && <EvaluationsTab section={section} />}
        {view === 'historial' && (
          <HistoryTab
            sectionId={section.idSeccion}
            classSlug={`${section.slug}-${section.idSeccion}`}
          />
        )}
      </Tabs>
    </Stack>
  );
}
