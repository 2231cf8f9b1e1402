import { allRoutes, type RouteName } from '@/routes';

/**
 * spec §2: the floating attendance button hides on the sign-in and password pages, surveys,
 * benefits, the onboarding variants, the student's password update, the phone verification, the
 * study certificate, and every procedures route: each route under a 'tramites' path (some names
 * say 'tramite' or 'tickets' instead). The teacher's /docentes/encuesta-alerta is an alert about
 * students, not a survey: the button shows there.
 */
const HIDDEN: readonly RouteName[] = [
  'login',
  'olvida_clave',
  'nueva_clave',
  'recuperar_clave',
  'beneficios',
  'onboarding',
  'onboarding_omitir',
  'onboarding_extension',
  'onboarding_pasos_omitidos',
  'actualizar_datos',
  'actualizar_datos_omitidos',
  'actualizar_clave',
  'confirmar_telefono',
  'actualizar_telefono',
  'certificado_estudios',
];

const PROCEDURES = new Set(
  allRoutes.filter((route) => route.path.includes('/tramites')).map((route) => route.name),
);

export function attendanceButtonHidden(route: RouteName | undefined): boolean {
  if (!route) return false;
  return HIDDEN.includes(route) || route.includes('encuestas') || PROCEDURES.has(route);
}
