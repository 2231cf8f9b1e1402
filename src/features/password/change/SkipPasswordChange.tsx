import { useNavigate } from 'react-router';
import { useOmitirCambioClave } from '@generated/main/endpoints/cambio-clave/cambio-clave';
import { notifyError } from '@/lib/http';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { texts } from '../texts';

/**
 * Leaves the password change for later (spec §7 usuario/cambiocontraseña/omitir), offered only
 * where the flow's task allows it; the flow moves on, and home is where the user goes meanwhile.
 */
export default function SkipPasswordChange() {
  const navigate = useNavigate();
  const skip = useOmitirCambioClave({ mutation: { meta: { silentError: true } } });
  return (
    <Button
      variant="secondary"
      loading={skip.isPending}
      onClick={() =>
        skip.mutate(undefined, {
          onSuccess: () => void navigate(paths.home.getHref()),
          onError: notifyError,
        })
      }
    >
      {texts.change.skip}
    </Button>
  );
}
