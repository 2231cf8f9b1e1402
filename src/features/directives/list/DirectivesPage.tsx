import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarDirectivasAlumno } from '@generated/main/endpoints/directiva/directiva';
import { useState, type ComponentProps } from 'react';
import { STEP_DONE_STATE } from '@/lib/navigation';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import DirectiveItem from './DirectiveItem';

const t = texts.list;

/** A link back to the onboarding that tells it this step was just done there. */
const StepDoneLink = (props: ComponentProps<typeof RouterLink>) => (
  <RouterLink {...props} state={STEP_DONE_STATE} />
);

/**
 * /estudiantes/directivas: the directives the student must read (their PDF) and accept, each
 * once, with the version and date they accept; accepting the last one completes the onboarding
 * step that sends students here.
 */
export default function DirectivesPage() {
  // A failed load says so in the page itself (spec §8), with a retry.
  const query = useListarDirectivasAlumno({ query: { meta: { silentError: true } } });
  const [stepCompleted, setStepCompleted] = useState(false);
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      <QueryState query={query} loadError={t.loadError}>
        {({ results: result }) => (
          <>
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {result.directivas.length === 0
                ? t.empty
                : result.pendientes > 0
                  ? t.pending(result.pendientes)
                  : t.allAccepted}
            </Typography>
            <Box
              component="ul"
              aria-label={t.label}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {result.directivas.map((directive) => (
                <DirectiveItem
                  key={directive.versionId}
                  directive={directive}
                  onStepCompleted={() => setStepCompleted(true)}
                />
              ))}
            </Box>
            {/* The onboarding sent the student here for this step: the way back to it. */}
            {stepCompleted && (
              <div>
                <Button component={StepDoneLink} href={paths.onboarding.getHref()}>
                  {t.backToOnboarding}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
