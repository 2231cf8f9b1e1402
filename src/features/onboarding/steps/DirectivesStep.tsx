import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarDirectivasOnboarding } from '@generated/main/endpoints/directiva/directiva';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import { StepButtons } from './StepForm';
import type { StepProps } from './stepProps';

const t = texts.directives;

/**
 * The directives are read and accepted on their own page (spec §2 /estudiantes/directivas), which
 * completes this step with the last one; here the student sees which are left and goes there.
 */
export default function DirectivesStep({ paso, navigation, onDone }: StepProps) {
  const query = useListarDirectivasOnboarding({ query: { meta: { silentError: true } } });
  return (
    <QueryState
      query={query}
      loadError={t.loadError}
      skeleton={<Skeleton variant="rectangular" height={120} />}
    >
      {({ results: result }) => {
        const done = result.pasoCompletado || paso.estado === 'COMPLETADO';
        return (
          <Stack spacing={2.5}>
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {done ? t.allAccepted : t.pending(result.pendientes)}
            </Typography>
            {!done && (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {result.directivas.map((directive) => (
                  <li key={directive.versionId}>
                    <Typography>{directive.titulo}</Typography>
                  </li>
                ))}
              </Box>
            )}
            <StepButtons navigation={navigation} busy={false}>
              {done ? (
                <Button onClick={() => onDone()}>{texts.actions.continue}</Button>
              ) : (
                <Button component={RouterLink} href={paths.estudiantes_directivas.getHref()}>
                  {t.read}
                </Button>
              )}
            </StepButtons>
          </Stack>
        );
      }}
    </QueryState>
  );
}
