import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useOmitirPasosOnboarding } from '@generated/main/endpoints/onboarding/onboarding';
import type { OnboardingBase, OnboardingProceso } from '@generated/main/model';
import { notifyError } from '@/lib/http';
import { cameFromDoneStep } from '@/lib/navigation';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { ProgressBar } from '@/ui/ProgressBar';
import { wizardHref } from '../shared/processHref';
import ProcessState from '../shared/ProcessState';
import StepList from '../shared/StepList';
import { useShowProcess } from '../shared/useShowProcess';
import { useStepHeadingFocus } from '../shared/useStepHeadingFocus';
import StepContent from '../steps/StepContent';
import type { StepNavigation } from '../steps/stepProps';
import { texts } from '../texts';
import FinishedPanel from './FinishedPanel';

type Variante = OnboardingBase['variante'];
const t = texts.steps;

interface ProcessWizardProps {
  proceso: OnboardingProceso;
  /** The variant this route walks; a student of another goes to theirs. */
  variante: Variante;
}

/**
 * A process' steps one at a time, resumed where the student left it (the server's current step).
 * Done and skipped steps may be opened again from the list; saving one moves on to the current
 * step. A student without this process, or who finished it before, goes home (spec §2).
 */
export default function ProcessWizard({ proceso, variante }: ProcessWizardProps) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.titles[variante]} intro={texts.intros[variante]} />
      <ProcessState proceso={proceso}>
        {(base, reload) => <Wizard base={base} variante={variante} reload={reload} />}
      </ProcessState>
    </Stack>
  );
}

interface WizardProps {
  base: OnboardingBase;
  variante: Variante;
  reload: () => Promise<void>;
}

function Wizard({ base, variante, reload }: WizardProps) {
  const headingId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  // A step was done in this visit (or on the page that sent the student back here): an ended
  // process thanks the student instead of going home.
  const location = useLocation();
  const [actedHere, setActedHere] = useState(() => cameFromDoneStep(location.state));
  // Read once: a later reload of this page is a visit like any other.
  const navigate = useNavigate();
  const sentBack = cameFromDoneStep(location.state) && base.variante === variante;
  useEffect(() => {
    if (sentBack) void navigate('.', { replace: true, state: null });
  }, [sentBack, navigate]);
  const show = useShowProcess();
  const skip = useOmitirPasosOnboarding({ mutation: { meta: { silentError: true } } });
  const open =
    base.pasos.find((paso) => paso.modulo === selected && paso.disponible) ??
    base.pasos.find((paso) => paso.modulo === base.pasoActual);
  const heading = useStepHeadingFocus(open?.modulo ?? null);

  if (base.estado === 'SIN_TAREA') return <Navigate to={paths.home.getHref()} replace />;
  // The state comes along: a student sent back from a step done elsewhere is still welcome.
  if (base.variante !== variante)
    return <Navigate to={wizardHref(base.variante)} replace state={location.state} />;
  if (base.estado === 'COMPLETADO' && !actedHere)
    return <Navigate to={paths.home.getHref()} replace />;
  if (!open) return <FinishedPanel base={base} focus={actedHere} />;

  const moveOn = async (next?: OnboardingBase) => {
    if (next) show(next);
    else await reload();
    setActedHere(true);
    setSelected(null);
  };
  const index = base.pasos.indexOf(open);
  const previous = base.pasos
    .slice(0, index)
    .reverse()
    .find((paso) => paso.disponible);
  const navigation: StepNavigation = {
    onBack: previous ? () => setSelected(previous.modulo) : undefined,
    onSkip:
      open.omitible && open.estado === 'PENDIENTE'
        ? () =>
            skip.mutate(
              { data: { modulos: [open.modulo] } },
              { onSuccess: (answer) => void moveOn(answer.results), onError: notifyError },
            )
        : undefined,
    skipping: skip.isPending,
  };
  const completed = base.pasos.filter((paso) => paso.estado === 'COMPLETADO').length;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <ProgressBar
            value={completed}
            limit={base.pasos.length}
            label={t.progress(completed, base.pasos.length)}
          />
          {/* The whole list is for wide screens; a phone keeps the bar and the back button. */}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <StepList pasos={base.pasos} selected={open.modulo} onSelect={setSelected} />
          </Box>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={headingId}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={2.5}>
            <div>
              <Typography variant="overline" color="text.secondary">
                {t.stepOf(index + 1, base.pasos.length)}
                {open.omitible ? ` · ${t.optional}` : ''}
              </Typography>
              <Typography
                id={headingId}
                ref={heading}
                tabIndex={-1}
                component="h2"
                variant="h6"
                sx={{ fontWeight: 700, outline: 'none' }}
              >
                {open.titulo}
              </Typography>
            </div>
            <StepContent
              key={open.modulo}
              paso={open}
              base={base}
              onDone={moveOn}
              navigation={navigation}
            />
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}
