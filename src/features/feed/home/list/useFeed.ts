import {
  useListarPublicacionesAdminInfinite,
  useListarPublicacionesInfinite,
} from '@generated/main/endpoints/publicacion/publicacion';
import { useSession } from '@/lib/session';
import { feedParams, feedQueryOptions } from './feedQuery';

/**
 * The reader's feed, or for the administrative team the admin list with scheduled posts
 * (spec §6). Both hooks are called; the one not needed stays disabled.
 */
export function useFeed(admin: boolean, busqueda: string) {
  const params = feedParams(busqueda);
  // Signing out clears the cache (and `admin` turns false) while home is still on screen: neither
  // list is read without a session (the reader's answered 401, issue 54).
  const signedIn = useSession().token !== null;
  const reader = useListarPublicacionesInfinite(params, {
    query: { ...feedQueryOptions, enabled: signedIn && !admin },
  });
  const team = useListarPublicacionesAdminInfinite(params, {
    query: { ...feedQueryOptions, enabled: signedIn && admin },
  });
  return admin ? team : reader;
}
