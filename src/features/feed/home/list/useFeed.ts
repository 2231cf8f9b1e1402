import {
  useListarPublicacionesAdminInfinite,
  useListarPublicacionesInfinite,
} from '@generated/main/endpoints/publicacion/publicacion';
import { feedParams, feedQueryOptions } from './feedQuery';

/**
 * The reader's feed, or for the administrative team the admin list with scheduled posts
 * (spec §6). Both hooks are called; the one not needed stays disabled.
 */
export function useFeed(admin: boolean, busqueda: string) {
  const params = feedParams(busqueda);
  const reader = useListarPublicacionesInfinite(params, {
    query: { ...feedQueryOptions, enabled: !admin },
  });
  const team = useListarPublicacionesAdminInfinite(params, {
    query: { ...feedQueryOptions, enabled: admin },
  });
  return admin ? team : reader;
}
