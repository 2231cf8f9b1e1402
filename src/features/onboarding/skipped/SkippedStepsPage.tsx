import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import type { OnboardingBase, OnboardingProceso } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import ProcessState from '../shared/ProcessState';
import { useShowProcess } from '../shared/useShowProcess';
import { useStepHeadingFocus } from '../shared/useStepHeadingFocus';
import StepContent from '../steps/StepContent';
import { texts } from '../texts';
import { skippedSummary } from './skippedSummary';

const t = texts.skipped;

/**
 * The steps the student left for later (spec §2 /onboarding-pasos-omitidos,
 * /actualizar-datos-omitidos), each completed here in its own form whenever they have the data.
 */
export default function SkippedStepsPage({ proceso }: { proceso: OnboardingProceso }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 800, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.titles[proceso]} intro={t.intro} />
      <ProcessState proceso={proceso}>
        {(base, reload) => <SkippedSteps base={base} reload={reload} />}
      </ProcessState>
    </Stack>
  );
}

function SkippedSteps({ base, reload }: { base: OnboardingBase; reload: () => Promise<void> }) {
  const headingId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const show = useShowProcess();
  const heading = useStepHeadingFocus(open);
  if (base.estado === 'SIN_TAREA') return <Navigate to={paths.home.getHref()} replace />;
  const skipped = base.pasos.filter((paso) => paso.estado === 'OMITIDO');
  const step = skipped.find((paso) => paso.modulo === open);

  if (step) {
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={headingId}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2.5}>
          <div>
            <Button variant="text" onClick={() => setOpen(null)}>
              {t.back}
            </Button>
          </div>
          <Typography
            id={headingId}
            ref={heading}
            tabIndex={-1}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, outline: 'none' }}
          >
            {step.titulo}
          </Typography>
          <StepContent
            paso={step}
            base={base}
            onDone={async (next) => {
              if (next) show(next);
              else await reload();
              setSaved(step.titulo);
              setOpen(null);
            }}
          />
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography
        ref={heading}
        tabIndex={-1}
        role="status"
        sx={{ fontWeight: 600, outline: 'none' }}
      >
        {saved ? `${t.saved(saved)} ` : ''}
        {skippedSummary(base, skipped.length) ?? ''}
      </Typography>
      {skipped.length === 0 ? (
        <div>
          <Button component={RouterLink} href={paths.home.getHref()}>
            {texts.actions.home}
          </Button>
        </div>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {skipped.map((paso) => (
            <Paper component="li" variant="outlined" key={paso.modulo} sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <div>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {paso.titulo}
                  </Typography>
                  {paso.omitidoEn && (
                    <Typography variant="body2" color="text.secondary">
                      {t.skippedOn(formatDate(paso.omitidoEn))}
                    </Typography>
                  )}
                </div>
                <Button
                  variant="secondary"
                  aria-label={t.completeLabel(paso.titulo)}
                  onClick={() => setOpen(paso.modulo)}
                >
                  {t.complete}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
    </Stack>
  );
}
