import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import { StepButtons } from './StepForm';
import type { StepProps } from './stepProps';

const t = texts.phone;

/**
 * The yearly check of the mobile: its SMS code is confirmed on the phone pages (spec §2
 * /actualizar-telefono, /confirmar-telefono), which complete this step and bring the student back.
 */
export default function PhoneStep({ paso, base, navigation, onDone }: StepProps) {
  const { celular } = base.datos.contacto;
  const done = paso.estado === 'COMPLETADO';
  return (
    <Stack spacing={2.5}>
      <Typography>{celular ? t.current(celular) : t.none}</Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
      <StepButtons navigation={navigation} busy={false}>
        {done ? (
          <Button onClick={() => onDone()}>{texts.actions.continue}</Button>
        ) : (
          <Button
            component={RouterLink}
            href={`${paths.actualizar_telefono.getHref()}?volver=actualizar-datos`}
          >
            {t.verify}
          </Button>
        )}
      </StepButtons>
    </Stack>
  );
}
