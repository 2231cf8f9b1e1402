import type { PageBindings } from '@/routes';

/**
 * The two react-admin apps (spec §2 /admin/** and /superadmin/**). Each answers, from its own
 * router, every table route under its path that no feature binds: the screens its resources
 * declare, and the under-construction page for the others.
 */
export const pages = {
  admin_app: () => import('./AdminApp'),
  superadmin_app: () => import('./SuperadminApp'),
} satisfies PageBindings;
