import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { useOmitirPasosOnboarding } from '@generated/main/endpoints/onboarding/onboarding';
import type { OnboardingBase } from '@generated/main/model';
import { notifyError } from '@/lib/http';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { wizardHref } from '../shared/processHref';
import ProcessState from '../shared/ProcessState';
import { useShowProcess } from '../shared/useShowProcess';
import { texts } from '../texts';
import { skippableNow } from './skippableNow';

const t = texts.skipNow;

/**
 * /onboarding-omitir: the optional steps the student may leave for later now, skipped together
 * (they wait on the skipped list) or completed at once in the onboarding.
 */
export default function SkipNowPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      <ProcessState proceso="ONBOARDING">{(base) => <SkipNow base={base} />}</ProcessState>
    </Stack>
  );
}

function SkipNow({ base }: { base: OnboardingBase }) {
  const navigate = useNavigate();
  const show = useShowProcess();
  const skip = useOmitirPasosOnboarding({ mutation: { meta: { silentError: true } } });
  if (base.estado === 'SIN_TAREA' || base.estado === 'COMPLETADO')
    return <Navigate to={paths.home.getHref()} replace />;
  const steps = skippableNow(base);
  const wizard = wizardHref(base.variante);
  if (steps.length === 0) {
    return (
      <Stack spacing={2}>
        <Typography>{t.none}</Typography>
        <div>
          <Button component={RouterLink} href={wizard}>
            {t.toOnboarding}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {steps.map((paso) => (
          <li key={paso.modulo}>
            <Typography>{paso.titulo}</Typography>
          </li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          loading={skip.isPending}
          onClick={() =>
            skip.mutate(
              { data: { modulos: steps.map((paso) => paso.modulo) } },
              {
                onSuccess: (answer) => {
                  show(answer.results);
                  void navigate(wizard);
                },
                onError: notifyError,
              },
            )
          }
        >
          {t.skipAll}
        </Button>
        <Button component={RouterLink} href={wizard} variant="secondary">
          {t.completeNow}
        </Button>
      </Stack>
    </Stack>
  );
}
