import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useCambiarFotoPerfil,
  useObtenerDatosPersonales,
} from '@generated/main/endpoints/perfil/perfil';
import { photoUrl } from '@/lib/http';
import { useSession } from '@/lib/session';
import { PhotoUpload } from '@/ui/PhotoUpload';
import { texts } from '../texts';
import { StepButtons } from './StepForm';
import type { StepProps } from './stepProps';

const t = texts.photo;

/**
 * The profile photo (spec §4: pick, crop to 164 px, save), saved through the profile's own
 * operation, which completes this step; the wizard then moves on by itself.
 */
export default function PhotoStep({ navigation, onDone }: StepProps) {
  const { user } = useSession();
  const profile = useObtenerDatosPersonales(user?.idUsuario ?? 0, {
    query: { enabled: user !== null, meta: { silentError: true } },
  });
  const change = useCambiarFotoPerfil();
  // A failed save puts the picker back on the photo that is really stored.
  const [attempt, setAttempt] = useState(0);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t.intro}</Typography>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <PhotoUpload
          key={attempt}
          label={t.label}
          src={photoUrl(profile.data?.results.photo ?? null)}
          disabled={change.isPending}
          onChange={(picked) =>
            change.mutate(
              { data: { imagenCodificada: picked.file, extensionImagen: picked.ext } },
              { onError: () => setAttempt((value) => value + 1), onSuccess: () => onDone() },
            )
          }
        />
        <Typography role="status" variant="body2" color="text.secondary">
          {change.isPending ? t.saving : change.isSuccess ? t.saved : ''}
        </Typography>
      </Stack>
      <StepButtons navigation={navigation} busy={change.isPending}>
        {null}
      </StepButtons>
    </Stack>
  );
}
