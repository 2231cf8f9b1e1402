import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCambiarFotoPerfil } from '@generated/main/endpoints/perfil/perfil';
import { photoUrl } from '@/lib/http';
import { PhotoUpload } from '@/ui/PhotoUpload';
import { texts } from '../texts';

interface PhotoSectionProps {
  /** The current photo's address, relative to the API (the profile's `photo`). */
  photo: string | null;
}

/**
 * spec §4 "Profile photo change": pick, crop to 164 px, save. The header's avatar reads the same
 * profile, which the save refreshes, so it changes without a reload.
 */
export default function PhotoSection({ photo }: PhotoSectionProps) {
  const change = useCambiarFotoPerfil();
  // A failed save puts the picker back on the photo that is really stored.
  const [attempt, setAttempt] = useState(0);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <PhotoUpload
        key={attempt}
        label={texts.photo.title}
        src={photoUrl(photo)}
        disabled={change.isPending}
        onChange={(picked) =>
          change.mutate(
            { data: { imagenCodificada: picked.file, extensionImagen: picked.ext } },
            { onError: () => setAttempt((value) => value + 1) },
          )
        }
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {change.isPending ? texts.photo.saving : change.isSuccess ? texts.photo.saved : ''}
      </Typography>
    </Stack>
  );
}
