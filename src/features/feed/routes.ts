import type { PageBindings } from '@/routes';

/** The feed routes of spec §2, bound to their pages. */
export const pages = {
  home: {
    page: () => import('./home/FeedPage'),
    loader: ({ queryClient }) =>
      import('@/features/feed/home/list/feedQuery').then(({ prefetchFeed }) =>
        prefetchFeed(queryClient),
      ),
  },
} satisfies PageBindings;
