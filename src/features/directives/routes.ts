import type { PageBindings } from '@/routes';

/** The directives route of spec §2, bound to its page. */
export const pages = {
  estudiantes_directivas: {
    page: () => import('./list/DirectivesPage'),
    // The list starts while the page's code downloads; a failure shows in the page, with a retry.
    loader: ({ queryClient }) =>
      import('./list/directivesQuery').then(({ directivesQuery }) =>
        queryClient.prefetchQuery(directivesQuery()),
      ),
  },
} satisfies PageBindings;
