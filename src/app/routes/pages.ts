import type { ComponentType } from 'react';
import type { RouteName } from './paths';

type PageModule = { default: ComponentType };

/**
 * Routes whose screen is built, each loaded on first visit. Every other route of the table shows
 * the under-construction page until its feature lands here.
 */
export const builtPages: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  login: () => import('@/features/auth/routes/LoginPage'),
  olvida_clave: () => import('@/features/auth/routes/ForgotPasswordPage'),
  nueva_clave: () => import('@/features/auth/routes/NewPasswordPage'),
  error: () => import('@/features/system/ErrorPage'),
  documentacion: () => import('@/features/documentation/routes/DocumentationIndexPage'),
  documentacion_componente: () =>
    import('@/features/documentation/routes/DocumentationComponentPage'),
};
