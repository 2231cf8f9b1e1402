import type { PageBindings } from '@/routes';

/**
 * The sign-in pages of spec §2, bound to their pages. Public routes are bound in `publicRoutes.ts`:
 * the app's entry holds them, so a visitor's first page needs no detour.
 */
export const pages = {
  login: () => import('./routes/LoginPage'),
  olvida_clave: () => import('./routes/ForgotPasswordPage'),
  nueva_clave: () => import('./routes/NewPasswordPage'),
} satisfies PageBindings;
