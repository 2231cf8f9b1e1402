import { describeError, HTTP_TEXTS, isApiError } from '@/lib/http';
import { Button } from '@/ui/Button';
import { HOME_PATH } from '@/routes';
import { SystemMessage } from '@/ui/SystemMessage';
import { texts } from '../texts';

interface RouteErrorPageProps {
  /** What failed: an API answer shows its spec §8 notice, anything else the generic one. */
  error?: unknown;
}

/** Shown when a page fails to load its code or data, or crashes while rendering. */
export default function RouteErrorPage({ error }: RouteErrorPageProps) {
  const detail = isApiError(error) ? describeError(error).toast.detail : HTTP_TEXTS.otherStatus;
  return (
    <SystemMessage title={texts.crashTitle} detail={detail} homeHref={HOME_PATH}>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {texts.reload}
      </Button>
    </SystemMessage>
  );
}
