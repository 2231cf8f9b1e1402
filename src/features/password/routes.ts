import type { PageBindings } from '@/routes';

/** The signed-in password routes of spec §2, bound to their pages. */
export const pages = {
  actualizar_clave: () => import('./change/ChangePasswordPage'),
  recuperar_clave: () => import('./recover/RecoverPasswordPage'),
} satisfies PageBindings;
