import type { PageBindings } from '@/routes';

/** The scholarships route of spec §2, bound to its page (the socioeconomic application is not yet). */
export const pages = {
  estudiantes_becas: {
    page: () => import('./catalogue/ScholarshipsPage'),
    // The catalogue and the applications start while the page's code downloads.
    loader: ({ queryClient }) =>
      import('./catalogue/scholarshipsQuery').then(({ scholarshipsQuery }) =>
        queryClient.prefetchQuery(scholarshipsQuery()),
      ),
  },
} satisfies PageBindings;
