import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useCompletarInduccion } from '@generated/main/endpoints/docente-institucional/docente-institucional';
import { INDUCTION_MODULE, useFlow } from '@/lib/flow';
import { notifyError, successMessage } from '@/lib/http';
import { Button } from '@/ui/Button';
import { texts } from './texts';

const t = texts.induction;

/**
 * The induction's last step for a teacher whose flow still sends them here (spec §4,
 * docentes_induccion): they mark it done, and the flow lets them into the campus. Shown only
 * while that task is open; the answer stays in its place, where the focus goes.
 */
export default function InductionCompletion() {
  const flow = useFlow();
  const complete = useCompletarInduccion({ mutation: { meta: { silentError: true } } });
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done)
    return (
      <Alert severity="success" ref={doneRef} tabIndex={-1}>
        {done}
      </Alert>
    );
  const open = flow.data?.results.detalle.some((task) => task.modulo === INDUCTION_MODULE);
  if (!open) return null;
  const onComplete = async () => {
    try {
      setDone(successMessage(await complete.mutateAsync()));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack
      component="section"
      aria-labelledby={titleId}
      spacing={1.5}
      sx={{ alignItems: 'flex-start' }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography>{t.hint}</Typography>
      <Button loading={complete.isPending} onClick={() => void onComplete()}>
        {t.complete}
      </Button>
    </Stack>
  );
}
