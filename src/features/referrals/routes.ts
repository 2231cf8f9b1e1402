import type { PageBindings } from '@/routes';

const queries = () => import('./shared/referralQueries');

/** The students' referral routes of spec §2, bound to their pages. */
export const pages = {
  estudiantes_mis_referidos: {
    page: () => import('./mine/MyReferralsPage'),
    // The list and the form's programmes start while the page's code downloads.
    loader: ({ queryClient }) =>
      queries().then(({ ownReferralsQuery, programmeQuery }) =>
        Promise.all([
          queryClient.prefetchQuery(ownReferralsQuery()),
          queryClient.prefetchQuery(programmeQuery()),
        ]),
      ),
  },
  estudiantes_ver_referidos: {
    page: () => import('./rules/ProgrammeRulesPage'),
    loader: ({ queryClient }) =>
      queries().then(({ programmeQuery }) => queryClient.prefetchQuery(programmeQuery())),
  },
} satisfies PageBindings;
