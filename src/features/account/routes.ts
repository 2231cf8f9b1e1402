import type { PageBindings } from '@/routes';

/** The account routes of spec §2: the student's profile and the phone check, bound to their pages. */
export const pages = {
  profile: () => import('./profile/ProfilePage'),
  actualizar_telefono: () => import('./phone/UpdatePhonePage'),
  confirmar_telefono: () => import('./phone/ConfirmPhonePage'),
} satisfies PageBindings;
