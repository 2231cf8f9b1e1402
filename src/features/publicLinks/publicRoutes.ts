import type { PageBindings } from '@/routes';

// One small module loads the page for the three routes (see PublicLinkRoute): the sign-in entry
// holds the public bindings, and its budget has no room for more.
const page = () => import('./PublicLinkRoute');

/**
 * What the institute sends outside the campus (spec §2): the verification of a certificate's or
 * a sworn statement's code, and its short links. No session.
 */
export const pages = {
  verificar_constancias_certificados: page,
  validar_declaracion_jurada: page,
  redirecciones: page,
} satisfies PageBindings;
