import type { PageBindings } from '@/routes';

/**
 * The sign-in page of spec §2, bound to its page. Public routes are bound in `publicRoutes.ts`:
 * the app's entry holds them, so a visitor's first page needs no detour.
 */
export const pages = {
  login: () => import('./login/LoginPage'),
} satisfies PageBindings;
