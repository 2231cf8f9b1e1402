import {
  useListarPublicacionesAdminInfinite,
  useListarPublicacionesInfinite,
} from '@generated/main/endpoints/publicacion/publicacion';
import type { PublicacionesResponse } from '@generated/main/model';

/** spec §9: the feed loads 20 posts a page. */
export const FEED_PAGE_SIZE = 20;

const nextPage = (last: PublicacionesResponse, pages: PublicacionesResponse[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.results.publicaciones.length, 0);
  // Until the last page (spec §4); an empty page ends it too, should the total be off.
  return loaded < last.results.totalDocumentos && last.results.publicaciones.length > 0
    ? pages.length + 1
    : undefined;
};

const options = {
  query: {
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // A failed page says so in the feed itself (spec §8), with its own retry.
    meta: { silentError: true },
    retry: false,
  },
};

/**
 * The reader's feed, or for the administrative team the admin list with scheduled posts
 * (spec §6). Both hooks are called; the one not needed stays disabled.
 */
export function useFeed(admin: boolean, busqueda: string) {
  const params = { tamanoPagina: FEED_PAGE_SIZE, ...(busqueda && { busqueda }) };
  const reader = useListarPublicacionesInfinite(params, {
    query: { ...options.query, enabled: !admin },
  });
  const team = useListarPublicacionesAdminInfinite(params, {
    query: { ...options.query, enabled: admin },
  });
  return admin ? team : reader;
}
