import type { PageBindings } from '@/routes';

/** The system routes of spec §2, bound to their pages. */
export const pages = {
  error: () => import('./error/ErrorPage'),
} satisfies PageBindings;
