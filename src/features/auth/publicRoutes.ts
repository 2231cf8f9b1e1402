import type { PageBindings } from '@/routes';

/**
 * The sign-in pages of spec §2, bound to their pages. Public routes are bound in `publicRoutes.ts`:
 * the app's entry holds them, so a visitor's first page needs no detour.
 */
export const pages = {
  login: () => import('./login/LoginPage'),
  olvida_clave: () => import('./forgotPassword/ForgotPasswordPage'),
  nueva_clave: () => import('./newPassword/NewPasswordPage'),
} satisfies PageBindings;
