import type { PageBindings } from '@/routes';

/** The feed routes of spec §2, bound to their pages. */
export const pages = {
  home: {
    page: () => import('./home/FeedPage'),
    loader: ({ queryClient }) =>
      Promise.all([
        import('@/features/feed/home/list/feedQuery'),
        import('@/features/feed/home/homeCardQuery'),
      ]).then(([{ prefetchFeed }, { prefetchHomeCard }]) => {
        prefetchHomeCard(queryClient);
        return prefetchFeed(queryClient);
      }),
  },
} satisfies PageBindings;
