import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Publicacion, PublicacionesResponse } from '@generated/main/model';

const FEED_PATHS = ['/publicacion/listar', '/publicacionlistaradmin'];

/**
 * Changes one post in every loaded feed page (the reader's feed and the admin list), so a post
 * scrolled out of view and back shows what the server last said of it.
 */
export function patchFeedPost(client: QueryClient, id: number, change: Partial<Publicacion>): void {
  client.setQueriesData<InfiniteData<PublicacionesResponse>>(
    { predicate: (query) => query.queryKey.some((part) => FEED_PATHS.includes(part as string)) },
    (data) =>
      data?.pages
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: {
                ...page.results,
                publicaciones: page.results.publicaciones.map((post) =>
                  post.idPublicacion === id ? { ...post, ...change } : post,
                ),
              },
            })),
          }
        : data,
  );
}
