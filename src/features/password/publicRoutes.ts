import type { PageBindings } from '@/routes';

/**
 * The public password-recovery pages of spec §2 (the code by mail, then the new password with it),
 * bound to their pages. Public routes are bound in `publicRoutes.ts`: the app's entry holds them.
 */
export const pages = {
  olvida_clave: () => import('./forgot/ForgotPasswordPage'),
  nueva_clave: () => import('./reset/NewPasswordPage'),
} satisfies PageBindings;
