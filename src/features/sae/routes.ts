import type { PageBindings, RouteLoader } from '@/routes';

// The three pages read the same cases: each starts them while its code downloads.
const loader: RouteLoader = ({ queryClient }) =>
  import('./shared/saeQueries').then(({ casesQuery }) => queryClient.prefetchQuery(casesQuery()));

/** The student support service's routes of spec §2, bound to their pages. */
export const pages = {
  estudiantes_sae_dashboard: { page: () => import('./dashboard/SaeDashboardPage'), loader },
  estudiantes_sae_pendientes: { page: () => import('./pending/SaePendingPage'), loader },
  estudiantes_sae_historial: { page: () => import('./history/SaeHistoryPage'), loader },
} satisfies PageBindings;
