import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import ChangePasswordForm from './ChangePasswordForm';
import SkipPasswordChange from './SkipPasswordChange';
import { usePasswordTask } from './usePasswordTask';

const t = texts.change;

/**
 * /actualizar-clave: the signed-in user's password change (current, new, confirmation; spec §5),
 * asked by the flow's `cambiarClave` task or chosen from the profile menu. The flow engine takes
 * the user on to the next task once this one is done; where there is none, home is a click away.
 */
export default function ChangePasswordPage() {
  const [done, setDone] = useState<string | null>(null);
  const { skippable } = usePasswordTask();
  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title}>
        {done === null && <Typography color="text.secondary">{t.intro}</Typography>}
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {done === null ? (
          <ChangePasswordForm onChanged={setDone} />
        ) : (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              <strong>{t.doneTitle}.</strong> {done}
            </Alert>
            <Typography>{t.doneNote}</Typography>
            <div>
              <Button component={RouterLink} href={paths.home.getHref()}>
                {t.home}
              </Button>
            </div>
          </Stack>
        )}
      </Paper>
      {done === null && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <Button component={RouterLink} href={paths.recuperar_clave.getHref()} variant="text">
            {t.forgot}
          </Button>
          {skippable && <SkipPasswordChange />}
        </Stack>
      )}
    </Stack>
  );
}
