import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useGuardarPrivacidadAlumno,
  useGuardarPrivacidadDocente,
} from '@generated/main/endpoints/perfil/perfil';
import type { Privacidad } from '@generated/main/model';
import { Switch } from '@/ui/Switch';
import { texts } from '../texts';
import { useSavedFlag } from './useSavedFlag';

const t = texts.privacy;
const quiet = { mutation: { meta: { silentError: true } } } as const;

interface PrivacySwitchesProps {
  /** Which of the two privacy operations saves: each role has its own. */
  audience: 'alumno' | 'docente';
  saved: Privacidad;
}

/**
 * The two privacy switches: each change is saved at once; a failed save puts the switch back
 * and says so. While one saves both wait, so answers cannot arrive out of order.
 */
export default function PrivacySwitches({ audience, saved }: PrivacySwitchesProps) {
  const student = useGuardarPrivacidadAlumno(quiet);
  const teacher = useGuardarPrivacidadDocente(quiet);
  const save = audience === 'alumno' ? student : teacher;
  const [shown, setShown] = useState<Privacidad>(saved);
  const [failed, setFailed] = useState(false);
  const flag = useSavedFlag();

  function change(next: Privacidad) {
    const before = shown;
    setShown(next);
    setFailed(false);
    save.mutate(
      { data: next },
      {
        onSuccess: flag.raise,
        onError: () => {
          setShown(before);
          setFailed(true);
        },
      },
    );
  }

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t.intro[audience]}
      </Typography>
      <Switch
        label={t.showPhone}
        description={t.showPhoneHint}
        checked={shown.showPhone}
        disabled={save.isPending}
        onChange={(showPhone) => change({ ...shown, showPhone })}
      />
      <Switch
        label={t.showEmail}
        description={t.showEmailHint}
        checked={shown.showEmail}
        disabled={save.isPending}
        onChange={(showEmail) => change({ ...shown, showEmail })}
      />
      {failed ? (
        <Typography role="alert" variant="body2" color="error">
          {t.failed}
        </Typography>
      ) : (
        <Typography role="status" variant="body2" color="success.main">
          {flag.shown ? t.saved : ''}
        </Typography>
      )}
    </Stack>
  );
}
