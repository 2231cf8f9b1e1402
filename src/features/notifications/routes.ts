import type { PageBindings } from '@/routes';

/** The notifications routes of spec §2, bound to their pages. */
export const pages = {
  notifications: () => import('./inbox/NotificationsPage'),
} satisfies PageBindings;
