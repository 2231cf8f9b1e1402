import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useObtenerDetalleSolicitud } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { Solicitud } from '@generated/main/model';

/**
 * A list route's optional `:id` (notification links: .../en-proceso/123) opens that request's
 * detail once it is read; without an id, or for one the reader cannot open, the list stays.
 */
export function useShortLink(hrefOf: (solicitud: Solicitud) => string) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data } = useObtenerDetalleSolicitud(
    { idSolicitud: id },
    { query: { enabled: Number.isInteger(id) && id > 0, meta: { silentError: true } } },
  );
  const href = data ? hrefOf(data.results) : null;
  useEffect(() => {
    if (href) void navigate(href, { replace: true });
  }, [href, navigate]);
}
