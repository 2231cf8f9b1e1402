import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { OnboardingBase } from '@generated/main/model';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { RouterLink } from '@/ui/RouterLink';
import { skippedHref } from '../shared/processHref';
import { texts } from '../texts';

interface FinishedPanelProps {
  base: OnboardingBase;
  /** Reached by finishing a step here: the panel takes the focus the step's button had. */
  focus: boolean;
}

/**
 * Where the steps end: all done, or only the skipped ones left for later, with the way to them
 * and home.
 */
export default function FinishedPanel({ base, focus }: FinishedPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const skipped = base.pasos.filter((paso) => paso.estado === 'OMITIDO').length;
  const onlySkipped = base.estado !== 'COMPLETADO' && skipped > 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Box role="status">
          <Typography
            ref={heading}
            tabIndex={-1}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, outline: 'none' }}
          >
            {onlySkipped ? texts.onlySkipped.title : texts.done.title}
          </Typography>
          <Typography>{onlySkipped ? texts.onlySkipped.text(skipped) : texts.done.text}</Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {onlySkipped && (
            <Button component={RouterLink} href={skippedHref(base.proceso)} variant="secondary">
              {texts.onlySkipped.list}
            </Button>
          )}
          <Button component={RouterLink} href={paths.home.getHref()}>
            {texts.actions.home}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
