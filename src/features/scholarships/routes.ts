import type { PageBindings } from '@/routes';

/** The scholarships routes of spec §2, bound to their pages. */
export const pages = {
  estudiantes_becas: {
    page: () => import('./catalogue/ScholarshipsPage'),
    // The catalogue and the applications start while the page's code downloads.
    loader: ({ queryClient }) =>
      import('./catalogue/scholarshipsQuery').then(({ scholarshipsQuery }) =>
        queryClient.prefetchQuery(scholarshipsQuery()),
      ),
  },
  estudiantes_beca_socioeconomica: {
    page: () => import('./application/SocioeconomicApplicationPage'),
    loader: ({ queryClient }) =>
      import('./application/applicationQuery').then(({ applicationQuery }) =>
        queryClient.prefetchQuery(applicationQuery()),
      ),
  },
} satisfies PageBindings;
