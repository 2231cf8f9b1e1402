import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useObtenerDetalleSolicitud } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { Solicitud } from '@generated/main/model';
import { isApiError } from '@/lib/http';

/**
 * A list route's optional `:id` (notification links: .../en-proceso/123) opens that request's
 * detail once it is read; without an id, or for one the reader cannot open, the list stays.
 * Answers whether the id names a request that is gone or not the reader's (403, 404), for the
 * page to say so rather than leave the reader wondering where the request went.
 */
export function useShortLink(hrefOf: (solicitud: Solicitud) => string): { unavailable: boolean } {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data, error } = useObtenerDetalleSolicitud(
    { idSolicitud: id },
    { query: { enabled: Number.isInteger(id) && id > 0, meta: { silentError: true } } },
  );
  const href = data ? hrefOf(data.results) : null;
  useEffect(() => {
    if (href) void navigate(href, { replace: true });
  }, [href, navigate]);
  const status = isApiError(error) ? error.status : null;
  return { unavailable: status === 403 || status === 404 };
}
