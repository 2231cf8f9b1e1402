import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useObtenerDetalleSolicitud } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { Solicitud } from '@generated/main/model';
import { isApiError } from '@/lib/http';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import RequestView from './RequestView';

interface RequestPageProps {
  /** Where this request belongs for the reader (pending or finished, by its state). */
  hrefOf: (solicitud: Solicitud) => string;
  /** The forms the reader may use now (answer, respond, decide). */
  actions?: (solicitud: Solicitud) => ReactNode;
}

/**
 * A request's detail page for any reader, by the route's `:id`. A request that moved on (an
 * approved one opened from the pending route) is shown at its right address; another user's
 * request or a missing one says so.
 */
export default function RequestPage({ hrefOf, actions }: RequestPageProps) {
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useObtenerDetalleSolicitud(
    { idSolicitud: id },
    { query: { enabled: Number.isInteger(id) && id > 0, meta: { silentError: true } } },
  );
  const solicitud = query.data?.results;
  const href = solicitud ? hrefOf(solicitud) : null;
  useEffect(() => {
    if (href && href !== pathname) void navigate(href, { replace: true });
  }, [href, pathname, navigate]);

  if (query.isError || !(id > 0)) {
    const status = isApiError(query.error) ? query.error.status : 404;
    const denied = status === 403 || status === 404 || !(id > 0);
    return (
      <Alert
        severity="error"
        action={
          denied ? undefined : (
            <Button variant="text" onClick={() => void query.refetch()}>
              {texts.retry}
            </Button>
          )
        }
      >
        {status === 403 ? texts.forbidden : denied ? texts.notFound : texts.loadFailed}
      </Alert>
    );
  }
  if (!solicitud) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="rectangular" height={160} />
        <Skeleton variant="rectangular" height={240} />
      </Stack>
    );
  }
  return <RequestView solicitud={solicitud} actions={actions?.(solicitud)} />;
}
