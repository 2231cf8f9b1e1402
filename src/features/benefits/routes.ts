import type { PageBindings } from '@/routes';

/** The benefits page of spec §2, bound to its page. */
export const pages = {
  beneficios: {
    page: () => import('./list/BenefitsPage'),
    // The list starts while the page's code downloads (and the guard walk checks its roles).
    loader: ({ queryClient }) =>
      import('./list/benefitsQuery').then(({ benefitsQuery }) =>
        queryClient.prefetchQuery(benefitsQuery()),
      ),
  },
} satisfies PageBindings;
