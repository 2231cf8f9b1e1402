import type { QueryClient } from '@tanstack/react-query';
import {
  getListarPublicacionesAdminInfiniteQueryOptions,
  getListarPublicacionesInfiniteQueryOptions,
} from '@generated/main/endpoints/publicacion/publicacion';
import type { PublicacionesResponse } from '@generated/main/model';
import { sessionStore } from '@/lib/session';

/** spec §9: the feed loads 20 posts a page. */
export const FEED_PAGE_SIZE = 20;

const nextPage = (last: PublicacionesResponse, pages: PublicacionesResponse[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.results.publicaciones.length, 0);
  // Until the last page (spec §4); an empty page ends it too, should the total be off.
  return loaded < last.results.totalDocumentos && last.results.publicaciones.length > 0
    ? pages.length + 1
    : undefined;
};

export const feedQueryOptions = {
  initialPageParam: 1,
  getNextPageParam: nextPage,
  // A failed page says so in the feed itself (spec §8), with its own retry.
  meta: { silentError: true },
  retry: false,
} as const;

export const feedParams = (busqueda: string) => ({
  tamanoPagina: FEED_PAGE_SIZE,
  ...(busqueda && { busqueda }),
});

/**
 * The route's loader: the first page starts downloading beside the page's code, not after it
 * (the feed's first post is the home's largest paint). Not awaited, so the page never waits
 * for it; the page's query picks up the request in flight. The administrative team reads the
 * admin list (spec §6).
 */
export function prefetchFeed(queryClient: QueryClient): null {
  const admin = sessionStore.getState().user?.esAdministrativo === true;
  const options = admin
    ? getListarPublicacionesAdminInfiniteQueryOptions(feedParams(''), { query: feedQueryOptions })
    : getListarPublicacionesInfiniteQueryOptions(feedParams(''), { query: feedQueryOptions });
  void queryClient.prefetchInfiniteQuery(
    options as Parameters<QueryClient['prefetchInfiniteQuery']>[0],
  );
  return null;
}
